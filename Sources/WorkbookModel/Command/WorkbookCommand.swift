import Foundation

/// `workbook`'s command line: the scripts' questions about the registry and their reports.
///
///     workbook registry --shell | --problems
///     workbook error-json --message TEXT
///     workbook integrity lessons | chain | exercise-lessons CHAPTER | texts --facts FILE | samples --actual FILE
///                        | claims CHAPTER --caught K --total N [--facts FILE] | step-lines CHAPTER…
///                        | report DIR --caught K --total N | steps | before-goals --results DIR
///     workbook mutants list CATALOGUE | plan CATALOGUE --stage DIR [--modules "A B"] | files CATALOGUE --plan FILE
///                      | lines|locate CATALOGUE --plan FILE --stage DIR | apply CATALOGUE SOURCE --plan FILE --target PATH [--only IDS]
///                      | write CATALOGUE --plan FILE --stage DIR --out DIR [--only IDS]
///                      | step-lines CHAPTER | step-coverage CHAPTER CATALOGUE…
///     workbook script ROOT NAME ARGUMENT…   (./Scripts/NAME's whole work: ``ScriptCommands``)
///
/// Arguments are parsed by hand (zero dependencies); a bad one is a ``UsageError``.
public struct WorkbookCommand: Equatable, Sendable {
    /// Why a command line cannot be run: one line.
    public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// What to do.
    public enum Action: Equatable, Sendable {
        /// The registry as bash assignments (``Registry/shellAssignments()``).
        case registryShell
        /// The registry's disagreements with the chapter folders (``RegistryChecks``).
        case registryProblems
        /// One of integrity's data checks (``IntegrityQuestion``): its results as lines.
        case integrity(IntegrityQuestion)
        /// A script's error as `--json` prints it (``ScriptError``): needs no registry.
        case errorJSON(message: String)
        /// A question about a mutant catalogue, or the step lines it pins (``MutantsQuestion``).
        case mutants(MutantsQuestion)
    }

    public static let usage = """
        usage: workbook registry --shell | --problems
               workbook error-json --message TEXT
               workbook integrity lessons | chain | exercise-lessons CHAPTER | texts --facts FILE | samples --actual FILE
                                  | claims CHAPTER --caught K --total N [--facts FILE] | step-lines CHAPTER…
                                  | report DIR --caught K --total N | steps | before-goals --results DIR
               workbook mutants list CATALOGUE | plan CATALOGUE --stage DIR [--modules "A B"] | files CATALOGUE --plan FILE
                                | lines|locate CATALOGUE --plan FILE --stage DIR | apply CATALOGUE SOURCE --plan FILE --target PATH [--only IDS]
                                | write CATALOGUE --plan FILE --stage DIR --out DIR [--only IDS]
                                | step-lines CHAPTER | step-coverage CHAPTER CATALOGUE…
               workbook script ROOT NAME ARGUMENT…
        """

    public var action: Action

    public init(action: Action) {
        self.action = action
    }

    public init(arguments: [String]) throws(UsageError) {
        var words: [String] = []
        var options: [String: String] = [:]
        var flags: Set<String> = []
        var rest = arguments[...]
        while let word = rest.popFirst() {
            switch word {
            case "--results", "--out",
                 "--facts", "--actual", "--caught", "--total", "--message", "--stage", "--modules", "--plan", "--target", "--only":
                guard let value = rest.popFirst() else { throw UsageError(description: "\(word) needs a value") }
                options[word] = value
            case "--shell", "--problems":
                flags.insert(word)
            case _ where word.hasPrefix("--"):
                throw UsageError(description: "unknown option '\(word)'")
            default:
                words.append(word)
            }
        }
        guard let name = words.first else { throw UsageError(description: "which command?") }
        let operands = Array(words.dropFirst())
        func expect(_ count: Int) throws(UsageError) {
            guard operands.count == count else {
                throw UsageError(description: "\(name) takes \(count) argument\(count == 1 ? "" : "s"), got \(operands.count)")
            }
        }
        let action: Action
        switch name {
        case "registry":
            try expect(0)
            switch (flags.contains("--shell"), flags.contains("--problems")) {
            case (true, false): action = .registryShell
            case (false, true): action = .registryProblems
            default: throw UsageError(description: "registry takes one of --shell or --problems")
            }
        case "integrity":
            action = .integrity(try Self.integrityQuestion(operands, options: options))
        case "error-json":
            try expect(0)
            guard let message = options["--message"] else { throw UsageError(description: "error-json needs --message TEXT") }
            action = .errorJSON(message: message)
        case "mutants":
            action = .mutants(try Self.mutantsQuestion(operands, options: options))
        default:
            throw UsageError(description: "unknown command '\(name)'")
        }
        let allowed: [String: Set<String>] = [
            "registry": ["--shell", "--problems"],
            "integrity": ["--facts", "--actual", "--caught", "--total", "--results"], "error-json": ["--message"],
            "mutants": ["--stage", "--modules", "--plan", "--target", "--only", "--out"],
        ]
        for option in Set(options.keys).union(flags) where !(allowed[name] ?? []).contains(option) {
            throw UsageError(description: "\(name) takes no \(option)")
        }
        self.init(action: action)
    }

    private static func integrityQuestion(_ operands: [String], options: [String: String]) throws(UsageError) -> IntegrityQuestion {
        func option(_ name: String) throws(UsageError) -> String {
            guard let value = options[name] else { throw UsageError(description: "integrity \(operands.first ?? "") needs \(name)") }
            return value
        }
        func number(_ name: String) throws(UsageError) -> Int {
            guard let value = Int(try option(name)) else { throw UsageError(description: "\(name) takes a whole number") }
            return value
        }
        switch (operands.first, operands.count) {
        case ("lessons", 1): return .lessons
        case ("chain", 1): return .chain
        case ("exercise-lessons", 2): return .exerciseLessons(chapter: operands[1])
        case ("texts", 1): return .texts(facts: try option("--facts"))
        case ("samples", 1): return .samples(actual: try option("--actual"))
        case ("claims", 2): return .claims(chapter: operands[1], caught: try number("--caught"), total: try number("--total"), facts: options["--facts"])
        case ("report", 2): return .report(folder: operands[1], caught: try number("--caught"), total: try number("--total"))
        case ("step-lines", 2...): return .stepLines(chapters: Array(operands.dropFirst()))
        case ("steps", 1): return .steps
        case ("before-goals", 1): return .beforeGoals(results: try option("--results"))
        default:
            throw UsageError(description: "integrity takes lessons, chain, exercise-lessons CHAPTER, texts, samples, claims CHAPTER, report DIR, step-lines CHAPTER…, steps or before-goals --results DIR")
        }
    }
}
