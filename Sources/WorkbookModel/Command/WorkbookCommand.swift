import Foundation

/// `workbook`'s command line: the scripts' questions about the registry and their reports.
///
///     workbook registry --shell | --problems
///     workbook xctest LOG --cases | --failures [N] | --crashed | --listed | --shown LINES
///     workbook bench-report ROWS [--colour]
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
        /// A test log read for a script (bench, the scripts' tests): its finished tests
        /// (`Class.test<TAB>passed|failed<TAB>seconds`), its failures (`Class.test<TAB>where<TAB>
        /// message`, the first N), the test it crashed in, how many tests a listing lists, or
        /// every failure whole as grade shows it.
        case xctest(log: String, question: XCTestQuestion)
        /// bench's table from its rows file, each measurement against its budget (``BenchReport``).
        case benchReport(rows: String)
        /// One of integrity's data checks (``IntegrityQuestion``): its results as lines.
        case integrity(IntegrityQuestion)
        /// A script's error as `--json` prints it (``ScriptError``): needs no registry.
        case errorJSON(message: String)
        /// A question about a mutant catalogue, or the step lines it pins (``MutantsQuestion``).
        case mutants(MutantsQuestion)
    }

    public static let usage = """
        usage: workbook registry --shell | --problems
               workbook xctest LOG --cases | --failures [N] | --crashed | --listed | --shown LINES
               workbook bench-report ROWS [--colour]
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
    /// Colour the table (the scripts say when: a terminal, NO_COLOR, CLICOLOR_FORCE).
    public var colour: Bool

    public init(action: Action, colour: Bool = false) {
        self.action = action
        self.colour = colour
    }

    public init(arguments: [String]) throws(UsageError) {
        var words: [String] = []
        var options: [String: String] = [:]
        var flags: Set<String> = []
        var rest = arguments[...]
        while let word = rest.popFirst() {
            switch word {
            case "--results", "--out", "--shown",
                 "--facts", "--actual", "--caught", "--total", "--message", "--stage", "--modules", "--plan", "--target", "--only":
                guard let value = rest.popFirst() else { throw UsageError(description: "\(word) needs a value") }
                options[word] = value
            case "--colour", "--json", "--shell", "--problems", "--cases", "--failures", "--crashed", "--listed":
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
        case "xctest":
            guard let log = operands.first, operands.count <= 2 else { throw UsageError(description: "xctest takes a log (and --failures a count)") }
            var questions: [XCTestQuestion] = []
            if flags.contains("--cases") { questions.append(.cases) }
            if flags.contains("--failures") {
                let count = operands.count == 2 ? Int(operands[1]) : nil
                guard operands.count == 1 || count != nil else { throw UsageError(description: "xctest --failures takes a count, not '\(operands[1])'") }
                questions.append(.failures(count))
            }
            if flags.contains("--crashed") { questions.append(.crashed) }
            if flags.contains("--listed") { questions.append(.listed) }
            if let rest = options["--shown"] {
                guard let count = Int(rest), count >= 0 else { throw UsageError(description: "xctest --shown takes a count of lines, not '\(rest)'") }
                questions.append(.shown(count))
            }
            guard questions.count == 1, let question = questions.first else {
                throw UsageError(description: "xctest asks one of --cases, --failures, --crashed, --listed, --shown")
            }
            if operands.count == 2, case .failures = question {} else if operands.count == 2 {
                throw UsageError(description: "xctest takes one log")
            }
            action = .xctest(log: log, question: question)
        case "bench-report":
            try expect(1)
            action = .benchReport(rows: operands[0])
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
            "xctest": ["--cases", "--failures", "--crashed", "--listed", "--shown"],
            "bench-report": ["--colour"],
            "integrity": ["--facts", "--actual", "--caught", "--total", "--results"], "error-json": ["--message"],
            "mutants": ["--stage", "--modules", "--plan", "--target", "--only", "--out"],
        ]
        for option in Set(options.keys).union(flags) where !(allowed[name] ?? []).contains(option) {
            throw UsageError(description: "\(name) takes no \(option)")
        }
        self.init(action: action, colour: flags.contains("--colour"))
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
