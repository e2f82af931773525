import Foundation

/// `workbook`'s command line: the scripts' questions about the registry and their reports.
///
///     workbook chapters [--kind pair|characterize|all]
///     workbook value CHAPTER KEY
///     workbook modules CHAPTER Before|After [--imports]
///     workbook suites CHAPTER
///     workbook targets [--against DUMP]
///     workbook registry --shell | --problems
///     workbook report CHAPTER… --results DIR [--keep DIR] [--done] [--json] [--colour]
///     workbook outcome SCOPE --results DIR [--colour]
///     workbook cached CHAPTER… --kept DIR --toolchain LINE [--done] [--json] [--colour]
///     workbook overview --kept DIR [--toolchain LINE] [--json] [--colour]
///     workbook step-which CHAPTER --states DIR [--before DIR] [--characterization CELL --goals CELL]
///     workbook step-states CHAPTER
///     workbook interrupted STATUS
///     workbook forget-manifests   (SwiftPM's cache of evaluated manifests: ``ManifestCache``)
///     workbook stage-result SCOPE --out DIR [--build-log FILE] [--build-failed | --build-timed-out | --outside CAUSE | --damaged WHAT]
///              [--test-log FILE --test-exit N [--timed-out | --flooded BYTES] [--list-log FILE] [--filter CLASSES] [--channel FILE]] [--notes FILE]
///              [--time-limit S] [--build-time-limit S] [--retry-crash] [--fresh-retry BUG] [--changed] [--bin-path DIR]
///     workbook run-stages SCOPE… --out DIR [--toolchain LINE] [--jobs N]
///     workbook stage-facts SCOPE --results DIR
///     workbook keys SCOPE… --toolchain LINE
///     workbook first-errors LOG [N]
///     workbook xctest LOG --cases | --failures [N] | --crashed | --listed | --shown LINES
///     workbook grade-report FOLDER [--json] [--record FILE] [--colour]
///     workbook bench-report ROWS [--colour]
///     workbook grade-table FOLDER
///     workbook grade-counts FILE
///     workbook graded-frameworks CHAPTER --swift-tests none|published|edited --listing FILE
///     workbook run-outcomes FOLDER NAME… --limit S [--every-test]
///     workbook error-json --message TEXT
///     workbook integrity lessons | chain | exercise-lessons CHAPTER | texts --facts FILE | samples --actual FILE
///                        | claims CHAPTER --caught K --total N [--facts FILE] | step-lines CHAPTER…
///                        | report DIR --caught K --total N
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
        case chapters(kind: String?)
        case value(chapter: String, key: String)
        case modules(chapter: String, stage: String, imports: Bool)
        case suites(chapter: String)
        /// The chapters' targets; with a dump-package JSON file, whether the manifest declares the same.
        case targets(against: String?)
        /// The registry as bash assignments (``Registry/shellAssignments()``).
        case registryShell
        /// The registry's disagreements with the chapter folders (``RegistryChecks``).
        case registryProblems
        /// check's report from a results folder, the next step's facts found in the repository;
        /// with `keep`, what it found out kept there.
        case report(chapters: [String], results: String, done: Bool, json: Bool, keep: String?)
        /// One stage's progress line once it has run (after check's label).
        case outcome(scope: String, results: String)
        /// check's whole output from kept results when no stage must run, else exit 3.
        case cached(chapters: [String], kept: String, toolchain: String, done: Bool, json: Bool)
        /// "Where am I": every chapter's last known state.
        case overview(kept: String, json: Bool, toolchain: String?)
        /// Which step a chapter's Before (or `before`) is at (``StepPosition``), from the steps'
        /// states in `states` (0…N, Scripts/lib/steps.sh) and, when given, the Before's cells just
        /// computed: `K<TAB>N<TAB>exact|tests|near<TAB>LINES`, exit 1 when the chapter has no steps.
        case stepWhich(chapter: String, states: String, before: String?, characterization: String?, goals: String?)
        /// The JSON of a check cut short.
        case interrupted(status: Int32)
        /// Empties SwiftPM's cache of evaluated manifests, so that Package.swift is read again.
        case forgetManifests
        /// The folder of the chapter's steps' states (``StepStates``), made when missing or stale.
        case stepStates(chapter: String)
        /// A stage's one result from its run's logs, written to `out`/SCOPE.result.json; prints
        /// its status and `keep` or `drop` (whether it may be kept for the next check), or `retry`.
        case stageResult(run: StageRun, out: String, notes: String?)
        /// Builds and tests the stages, each on its own, their results and logs in `out`
        /// (``StageRunner``): check's, integrity's and step's run of stages.
        case runStages(scopes: [String], out: String, toolchain: String, jobs: Int)
        /// A stage's result for a script (step, integrity): `status<TAB>passed<TAB>total`, then
        /// what check prints under it, a line each.
        case stageFacts(scope: String, results: String)
        /// Each stage's content key (``ScopeKey``), `SCOPE KEY` a line: a check's, at once.
        case keys(scopes: [String], toolchain: String)
        /// A test log read for a script (grade, integrity, bench): its finished tests
        /// (`Class.test<TAB>passed|failed<TAB>seconds`), its failures (`Class.test<TAB>where<TAB>
        /// message`, the first N), the test it crashed in, how many tests a listing lists, or
        /// every failure whole as grade shows it.
        case xctest(log: String, question: XCTestQuestion)
        /// A build log's first compiler errors for a person (``BuildLog/firstErrors(_:paths:)``; 5 unless N).
        case firstErrors(log: String, count: Int)
        /// grade's report, or its `--json`, from the folder grade worked in (``GradeReport``,
        /// ``GradeSummary``); with `record`, the learner's grading kept there (``GradeRecord``).
        case gradeReport(folder: String, json: Bool, record: String?)
        /// bench's table from its rows file, each measurement against its budget (``BenchReport``).
        case benchReport(rows: String)
        /// One mutant a line as `--report`'s writer reads it (``GradeReport/table``).
        case gradeTable(folder: String)
        /// How many mutants a grading's JSON says were caught, of how many, and the missed ones (integrity).
        case gradeCounts(file: String)
        /// Whether grade runs a characterize chapter's Swift Testing tests (``GradedFrameworks``), from the Swift Testing
        /// folder's state and the XCTest tests the built program lists (its `--list-tests` output, a file).
        case gradedFrameworks(chapter: String, swiftTests: GradedFrameworks.SwiftTests, listing: String)
        /// One of integrity's data checks (``IntegrityQuestion``): its results as lines.
        case integrity(IntegrityQuestion)
        /// What grade's runs came to (``MutantRun``), `NAME<TAB>outcome<TAB>by<TAB>detail<TAB>ms` a
        /// line, from what its workers left in `folder`.
        case runOutcomes(folder: String, names: [String], limit: Int, everyTest: Bool)
        /// A script's error as `--json` prints it (``ScriptError``): needs no registry.
        case errorJSON(message: String)
        /// A question about a mutant catalogue, or the step lines it pins (``MutantsQuestion``).
        case mutants(MutantsQuestion)
        /// A stage's dependency rules judged by the compiler on the build in `binPath` (``Referee``).
        case referee(chapter: String, stage: String, binPath: String, json: Bool)
    }

    public static let usage = """
        usage: workbook chapters [--kind pair|characterize|all]
               workbook value CHAPTER KEY
               workbook modules CHAPTER Before|After [--imports]
               workbook suites CHAPTER
               workbook targets [--against DUMP_PACKAGE_JSON]
               workbook registry --shell | --problems
               workbook report CHAPTER… --results DIR [--keep DIR] [--done] [--json] [--colour]
               workbook outcome SCOPE --results DIR [--colour]
               workbook cached CHAPTER… --kept DIR --toolchain LINE [--done] [--json] [--colour]
               workbook overview --kept DIR [--toolchain LINE] [--json] [--colour]
               workbook step-which CHAPTER --states DIR [--before DIR] [--characterization CELL --goals CELL]
               workbook step-states CHAPTER
               workbook interrupted STATUS
               workbook forget-manifests
               workbook stage-result SCOPE --out DIR [--build-log FILE] [--build-failed | --build-timed-out | --outside CAUSE | --damaged WHAT]
                        [--test-log FILE --test-exit N [--timed-out | --flooded BYTES] [--list-log FILE] [--filter CLASSES] [--channel FILE]] [--notes FILE]
                        [--time-limit S] [--build-time-limit S] [--retry-crash] [--fresh-retry BUG] [--changed] [--bin-path DIR]
               workbook stage-facts SCOPE --results DIR
               workbook keys SCOPE… --toolchain LINE
               workbook first-errors LOG [N]
               workbook xctest LOG --cases | --failures [N] | --crashed | --listed | --shown LINES
               workbook grade-report FOLDER [--json] [--record FILE] [--colour]
               workbook bench-report ROWS [--colour]
               workbook grade-table FOLDER
               workbook grade-counts FILE
               workbook graded-frameworks CHAPTER --swift-tests none|published|edited --listing FILE
               workbook run-outcomes FOLDER NAME… --limit S [--every-test]
               workbook error-json --message TEXT
               workbook integrity lessons | chain | exercise-lessons CHAPTER | texts --facts FILE | samples --actual FILE
                                  | claims CHAPTER --caught K --total N [--facts FILE] | step-lines CHAPTER…
                                  | report DIR --caught K --total N
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
            case "--kind", "--results", "--against", "--keep", "--kept", "--toolchain", "--out", "--build-log",
                 "--test-log", "--list-log", "--test-exit", "--notes", "--outside", "--damaged", "--filter", "--time-limit",
                 "--build-time-limit", "--fresh-retry", "--shown", "--record", "--swift-tests", "--listing", "--bin-path", "--flooded", "--channel",
                 "--facts", "--actual", "--caught", "--total", "--message", "--limit", "--stage", "--modules", "--plan", "--target", "--only",
                 "--states", "--before", "--characterization", "--goals", "--jobs":
                guard let value = rest.popFirst() else { throw UsageError(description: "\(word) needs a value") }
                options[word] = value
            case "--imports", "--colour", "--done", "--json", "--shell", "--problems", "--build-failed", "--build-timed-out",
                 "--timed-out", "--retry-crash", "--changed", "--cases", "--failures", "--crashed", "--listed", "--every-test",
                 "--text", "--mermaid", "--all":
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
        case "chapters":
            try expect(0)
            let kind = options["--kind"] ?? RegistryChapter.pairKind
            action = .chapters(kind: kind == "all" ? nil : kind)
        case "value":
            try expect(2)
            action = .value(chapter: operands[0], key: operands[1])
        case "modules":
            try expect(2)
            guard Stage.names.contains(operands[1]) else { throw UsageError(description: "a stage is Before or After, not '\(operands[1])'") }
            action = .modules(chapter: operands[0], stage: operands[1], imports: flags.contains("--imports"))
        case "suites":
            try expect(1)
            action = .suites(chapter: operands[0])
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
        case "report":
            guard !operands.isEmpty else { throw UsageError(description: "report needs at least one chapter") }
            guard let results = options["--results"] else { throw UsageError(description: "report needs --results DIR") }
            action = .report(chapters: operands, results: results, done: flags.contains("--done"), json: flags.contains("--json"),
                             keep: options["--keep"])
        case "outcome":
            try expect(1)
            guard let results = options["--results"] else { throw UsageError(description: "outcome needs --results DIR") }
            action = .outcome(scope: operands[0], results: results)
        case "cached":
            guard !operands.isEmpty else { throw UsageError(description: "cached needs at least one chapter") }
            guard let kept = options["--kept"], let toolchain = options["--toolchain"] else {
                throw UsageError(description: "cached needs --kept DIR and --toolchain LINE")
            }
            action = .cached(chapters: operands, kept: kept, toolchain: toolchain, done: flags.contains("--done"), json: flags.contains("--json"))
        case "overview":
            try expect(0)
            guard let kept = options["--kept"] else { throw UsageError(description: "overview needs --kept DIR") }
            action = .overview(kept: kept, json: flags.contains("--json"), toolchain: options["--toolchain"])
        case "step-which":
            try expect(1)
            guard let states = options["--states"] else { throw UsageError(description: "step-which needs --states DIR (the steps' states, Scripts/lib/steps.sh)") }
            let characterization = options["--characterization"], goals = options["--goals"]
            guard (characterization == nil) == (goals == nil) else { throw UsageError(description: "step-which takes --characterization and --goals together") }
            action = .stepWhich(chapter: operands[0], states: states, before: options["--before"], characterization: characterization, goals: goals)
        case "step-states":
            try expect(1)
            action = .stepStates(chapter: operands[0])
        case "forget-manifests":
            try expect(0)
            action = .forgetManifests
        case "interrupted":
            try expect(1)
            guard let status = Int32(operands[0]) else { throw UsageError(description: "interrupted takes an exit status, not '\(operands[0])'") }
            action = .interrupted(status: status)
        case "stage-result":
            try expect(1)
            action = try Self.stageResult(scope: operands[0], options: options, flags: flags)
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
        case "keys":
            guard !operands.isEmpty else { throw UsageError(description: "keys needs at least one stage") }
            guard let toolchain = options["--toolchain"] else { throw UsageError(description: "keys needs --toolchain LINE") }
            action = .keys(scopes: operands, toolchain: toolchain)
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
        case "grade-report":
            try expect(1)
            action = .gradeReport(folder: operands[0], json: flags.contains("--json"), record: options["--record"])
        case "grade-table":
            try expect(1)
            action = .gradeTable(folder: operands[0])
        case "grade-counts":
            try expect(1)
            action = .gradeCounts(file: operands[0])
        case "graded-frameworks":
            try expect(1)
            guard let state = options["--swift-tests"].flatMap(GradedFrameworks.SwiftTests.init(rawValue:)) else {
                throw UsageError(description: "graded-frameworks needs --swift-tests none, published or edited")
            }
            guard let listing = options["--listing"] else { throw UsageError(description: "graded-frameworks needs --listing FILE") }
            action = .gradedFrameworks(chapter: operands[0], swiftTests: state, listing: listing)
        case "integrity":
            action = .integrity(try Self.integrityQuestion(operands, options: options))
        case "run-outcomes":
            guard operands.count >= 2 else { throw UsageError(description: "run-outcomes takes a folder and the runs' names") }
            guard let limit = options["--limit"].flatMap({ Int($0) }), limit >= 0 else {
                throw UsageError(description: "run-outcomes needs --limit S, a whole number of seconds")
            }
            action = .runOutcomes(folder: operands[0], names: Array(operands.dropFirst()), limit: limit, everyTest: flags.contains("--every-test"))
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
            "chapters": ["--kind"], "targets": ["--against"], "registry": ["--shell", "--problems"], "modules": ["--imports"], "report": ["--results", "--keep", "--done", "--json", "--colour"],
            "outcome": ["--results", "--colour"], "cached": ["--kept", "--toolchain", "--done", "--json", "--colour"],
            "overview": ["--kept", "--json", "--colour", "--toolchain"],
            "step-which": ["--states", "--before", "--characterization", "--goals"],
            "stage-result": ["--out", "--build-log", "--test-log", "--list-log", "--test-exit", "--notes", "--outside", "--damaged",
                             "--filter", "--time-limit", "--build-time-limit", "--fresh-retry", "--build-failed", "--build-timed-out",
                             "--timed-out", "--flooded", "--retry-crash", "--changed", "--bin-path", "--channel"],
            "run-stages": ["--out", "--toolchain", "--jobs"], "stage-facts": ["--results"], "keys": ["--toolchain"], "xctest": ["--cases", "--failures", "--crashed", "--listed", "--shown"],
            "grade-report": ["--json", "--record", "--colour"], "bench-report": ["--colour"],
            "integrity": ["--facts", "--actual", "--caught", "--total"], "error-json": ["--message"],
            "run-outcomes": ["--limit", "--every-test"], "graded-frameworks": ["--swift-tests", "--listing"],
            "mutants": ["--stage", "--modules", "--plan", "--target", "--only", "--out"],
            "referee": ["--bin-path", "--json"],
        ]
        for option in Set(options.keys).union(flags) where !(allowed[name] ?? []).contains(option) {
            throw UsageError(description: "\(name) takes no \(option)")
        }
        self.init(action: action, colour: flags.contains("--colour"))
    }

    /// stage-result's options as a ``StageRun``: how the build ended (one way at most), the
    /// tests' logs and exit status when it built.
    static func stageResult(scope: String, options: [String: String], flags: Set<String>) throws(UsageError) -> Action {
        guard let out = options["--out"] else { throw UsageError(description: "stage-result needs --out DIR") }
        func number(_ option: String, _ fallback: Int) throws(UsageError) -> Int {
            guard let text = options[option] else { return fallback }
            guard let value = Int(text), value >= 0 else { throw UsageError(description: "\(option) takes a whole number, not '\(text)'") }
            return value
        }
        var builds: [StageRun.Build] = []
        if flags.contains("--build-failed") { builds.append(.failed) }
        if flags.contains("--build-timed-out") { builds.append(.timedOut) }
        if let cause = options["--outside"] { builds.append(.outside(cause)) }
        if let damage = options["--damaged"] { builds.append(.damagedFolder(damage)) }
        guard builds.count <= 1 else { throw UsageError(description: "stage-result: the build ended one way, not \(builds.count)") }
        let build = builds.first ?? .built
        if build == .built, options["--test-log"] == nil || options["--test-exit"] == nil {
            throw UsageError(description: "stage-result: a stage that built needs --test-log FILE and --test-exit N")
        }
        let run = StageRun(scope: scope, build: build, buildLog: options["--build-log"], testLog: options["--test-log"],
                           testExit: try number("--test-exit", 0), testTimedOut: flags.contains("--timed-out"), testFlooded: options["--flooded"].flatMap { Int($0) },
                           listLog: options["--list-log"], channel: options["--channel"],
                           filter: (options["--filter"] ?? "").split(separator: ",").map(String.init),
                           notes: [], testTimeLimit: try number("--time-limit", 120), buildTimeLimit: try number("--build-time-limit", 600),
                           retryCrash: flags.contains("--retry-crash"), freshRetryBug: options["--fresh-retry"],
                           changedDuringRun: flags.contains("--changed"), binPath: options["--bin-path"])
        return .stageResult(run: run, out: out, notes: options["--notes"])
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
        default:
            throw UsageError(description: "integrity takes lessons, chain, exercise-lessons CHAPTER, texts, samples, claims CHAPTER, report DIR or step-lines CHAPTER…")
        }
    }
}
