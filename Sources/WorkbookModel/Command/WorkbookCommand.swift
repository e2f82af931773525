import Foundation

/// `workbook`'s command line: the scripts' questions about the registry and their reports.
///
///     workbook targets [--against DUMP]
///     workbook registry --shell | --problems
///     workbook run-stages SCOPE… --out DIR [--toolchain LINE] [--jobs N]
///     workbook stage-facts SCOPE --results DIR
///     workbook first-errors LOG [N]
///     workbook xctest LOG --cases | --failures [N] | --crashed | --listed | --shown LINES
///     workbook bench-report ROWS [--colour]
///     workbook grade-counts FILE
///     workbook error-json --message TEXT
///     workbook integrity lessons | chain | exercise-lessons CHAPTER | texts --facts FILE | samples --actual FILE
///                        | claims CHAPTER --caught K --total N [--facts FILE] | step-lines CHAPTER…
///                        | report DIR --caught K --total N | steps | before-goals --results DIR
///     workbook mutants list CATALOGUE | plan CATALOGUE --stage DIR [--modules "A B"] | files CATALOGUE --plan FILE
///                      | lines|locate CATALOGUE --plan FILE --stage DIR | apply CATALOGUE SOURCE --plan FILE --target PATH [--only IDS]
///                      | write CATALOGUE --plan FILE --stage DIR --out DIR [--only IDS]
///                      | step-lines CHAPTER | step-coverage CHAPTER CATALOGUE…
///     workbook referee CHAPTER Before|After --bin-path DIR [--json]
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
        /// The chapters' targets; with a dump-package JSON file, whether the manifest declares the same.
        case targets(against: String?)
        /// The registry as bash assignments (``Registry/shellAssignments()``).
        case registryShell
        /// The registry's disagreements with the chapter folders (``RegistryChecks``).
        case registryProblems
        /// Builds and tests the stages, each on its own, their results and logs in `out`
        /// (``StageRunner``): check's, integrity's and step's run of stages.
        case runStages(scopes: [String], out: String, toolchain: String, jobs: Int)
        /// A stage's result for a script (step, integrity): `status<TAB>passed<TAB>total`, then
        /// what check prints under it, a line each.
        case stageFacts(scope: String, results: String)
        /// A test log read for a script (grade, integrity, bench): its finished tests
        /// (`Class.test<TAB>passed|failed<TAB>seconds`), its failures (`Class.test<TAB>where<TAB>
        /// message`, the first N), the test it crashed in, how many tests a listing lists, or
        /// every failure whole as grade shows it.
        case xctest(log: String, question: XCTestQuestion)
        /// A build log's first compiler errors for a person (``BuildLog/firstErrors(_:paths:)``; 5 unless N).
        case firstErrors(log: String, count: Int)
        /// bench's table from its rows file, each measurement against its budget (``BenchReport``).
        case benchReport(rows: String)
        /// How many mutants a grading's JSON says were caught, of how many, and the missed ones (integrity).
        case gradeCounts(file: String)
        /// One of integrity's data checks (``IntegrityQuestion``): its results as lines.
        case integrity(IntegrityQuestion)
        /// A script's error as `--json` prints it (``ScriptError``): needs no registry.
        case errorJSON(message: String)
        /// A question about a mutant catalogue, or the step lines it pins (``MutantsQuestion``).
        case mutants(MutantsQuestion)
        /// A stage's dependency rules judged by the compiler on the build in `binPath` (``Referee``).
        case referee(chapter: String, stage: String, binPath: String, json: Bool)
    }

    public static let usage = """
        usage: workbook targets [--against DUMP_PACKAGE_JSON]
               workbook registry --shell | --problems
               workbook run-stages SCOPE… --out DIR [--toolchain LINE] [--jobs N]
               workbook stage-facts SCOPE --results DIR
               workbook first-errors LOG [N]
               workbook xctest LOG --cases | --failures [N] | --crashed | --listed | --shown LINES
               workbook bench-report ROWS [--colour]
               workbook grade-counts FILE
               workbook error-json --message TEXT
               workbook integrity lessons | chain | exercise-lessons CHAPTER | texts --facts FILE | samples --actual FILE
                                  | claims CHAPTER --caught K --total N [--facts FILE] | step-lines CHAPTER…
                                  | report DIR --caught K --total N | steps | before-goals --results DIR
               workbook mutants list CATALOGUE | plan CATALOGUE --stage DIR [--modules "A B"] | files CATALOGUE --plan FILE
                                | lines|locate CATALOGUE --plan FILE --stage DIR | apply CATALOGUE SOURCE --plan FILE --target PATH [--only IDS]
                                | write CATALOGUE --plan FILE --stage DIR --out DIR [--only IDS]
                                | step-lines CHAPTER | step-coverage CHAPTER CATALOGUE…
               workbook referee CHAPTER Before|After --bin-path DIR [--json]
               workbook script ROOT NAME ARGUMENT…
        """

    public var action: Action
    /// The workbook executable this is, when it is one (`run-stages` runs its builds and tests under its reaper).
    public var tool: URL?
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
            case "--results", "--against", "--toolchain", "--out", "--shown", "--bin-path",
                 "--facts", "--actual", "--caught", "--total", "--message", "--stage", "--modules", "--plan", "--target", "--only",
                 "--jobs":
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
        case "targets":
            try expect(0)
            action = .targets(against: options["--against"])
        case "registry":
            try expect(0)
            switch (flags.contains("--shell"), flags.contains("--problems")) {
            case (true, false): action = .registryShell
            case (false, true): action = .registryProblems
            default: throw UsageError(description: "registry takes one of --shell or --problems")
            }
        case "run-stages":
            guard !operands.isEmpty else { throw UsageError(description: "run-stages needs at least one stage") }
            guard let out = options["--out"] else { throw UsageError(description: "run-stages needs --out DIR") }
            // (The toolchain's line of the keys: the swift on PATH's, unless given.)
            let toolchain = options["--toolchain"] ?? SwiftToolchain.keyLine(path: ProcessInfo.processInfo.environment["PATH"])
            let jobs = options["--jobs"] ?? "2"
            guard let count = Int(jobs), count >= 1, jobs.allSatisfy(\.isASCIIDigit) else {
                throw UsageError(description: "WORKBOOK_CHECK_JOBS must be a whole number of 1 or more (it is '\(jobs)')")
            }
            action = .runStages(scopes: operands, out: out, toolchain: toolchain, jobs: count)
        case "stage-facts":
            try expect(1)
            guard let results = options["--results"] else { throw UsageError(description: "stage-facts needs --results DIR") }
            action = .stageFacts(scope: operands[0], results: results)
        case "first-errors":
            guard operands.count == 1 || operands.count == 2 else { throw UsageError(description: "first-errors takes a log and a count") }
            guard let count = operands.count == 2 ? Int(operands[1]) : 5, count > 0 else {
                throw UsageError(description: "first-errors takes a count of 1 or more, not '\(operands[1])'")
            }
            action = .firstErrors(log: operands[0], count: count)
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
        case "grade-counts":
            try expect(1)
            action = .gradeCounts(file: operands[0])
        case "integrity":
            action = .integrity(try Self.integrityQuestion(operands, options: options))
        case "error-json":
            try expect(0)
            guard let message = options["--message"] else { throw UsageError(description: "error-json needs --message TEXT") }
            action = .errorJSON(message: message)
        case "mutants":
            action = .mutants(try Self.mutantsQuestion(operands, options: options))
        case "referee":
            try expect(2)
            guard Stage.names.contains(operands[1]) else { throw UsageError(description: "a stage is Before or After, not '\(operands[1])'") }
            guard let binPath = options["--bin-path"] else { throw UsageError(description: "referee needs --bin-path DIR (the stage's build products)") }
            action = .referee(chapter: operands[0], stage: operands[1], binPath: binPath, json: flags.contains("--json"))
        default:
            throw UsageError(description: "unknown command '\(name)'")
        }
        let allowed: [String: Set<String>] = [
            "targets": ["--against"], "registry": ["--shell", "--problems"],
            "run-stages": ["--out", "--toolchain", "--jobs"], "stage-facts": ["--results"], "xctest": ["--cases", "--failures", "--crashed", "--listed", "--shown"],
            "bench-report": ["--colour"],
            "integrity": ["--facts", "--actual", "--caught", "--total", "--results"], "error-json": ["--message"],
            "mutants": ["--stage", "--modules", "--plan", "--target", "--only", "--out"],
            "referee": ["--bin-path", "--json"],
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
