import Foundation

/// One run of ./Scripts/bench: each budget measured on a copy of the workbook
/// (`.build-scripts/bench/workbook`, kept so that later runs start warm) or on fresh clones of
/// its last commit, as a learner runs the commands (through their launchers); the table of
/// ``BenchReport``, then the machine and its load. The learner's files are never edited.
final class BenchRun {
    let command: BenchCommand
    let context: ScriptContext
    let chapter: String
    let swift: SwiftToolchain
    let git: Git
    /// `--against`'s commit.
    let againstCommit: String?
    /// The run's own folder (the clones), removed after.
    let work: URL
    let timer: TimedRuns
    /// The copy of the workbook.
    let copy: URL
    var rows: [BenchRow] = []

    init(command: BenchCommand, context: ScriptContext, chapter: String, swift: SwiftToolchain, git: Git, againstCommit: String?, work: URL) {
        self.command = command
        self.context = context
        self.chapter = chapter
        self.swift = swift
        self.git = git
        self.againstCommit = againstCommit
        self.work = work
        timer = TimedRuns(reaper: context.tool, environment: context.environment.filter { $0.key != "WORKBOOK_SCOPE" })
        copy = context.url(".build-scripts/bench/workbook")
    }

    /// `--against`'s clone, checked out at its commit.
    var againstClone: URL { work.appendingPathComponent("against") }
    /// Where each run's output goes (the last one's is read).
    var log: URL { work.appendingPathComponent("last.log") }

    /// Measures, then prints the table; 0 every budget met, 1 one is over or not measured, 128 +
    /// the signal when interrupted.
    func run() throws -> Int32 {
        do {
            try Interrupts.noting { try measure() }
        } catch let interrupted as LimitedRun.Interrupted {
            context.output.printError("bench: interrupted: what it ran is ended\n")
            return 128 + interrupted.signal
        }
        let report = BenchReport(rows: rows)
        context.output.line()
        context.output.print(report.table(context.palette))
        context.output.line()
        let (system, machine) = DoctorFinding.systemNames()
        let version = swift.version(temporaryFolder: work) ?? "?"
        context.output.line("Machine: \(system) \(machine), \(ProcessInfo.processInfo.activeProcessorCount) cores, Swift \(version); load while it measured: \(timer.loadsText).")
        return report.exitStatus
    }

    func step(_ what: String) {
        context.output.line("\(what)…")
    }

    func measure() throws {
        step("Copying the workbook to .build-scripts/bench/workbook")
        try WorkbookCopy(root: context.root, destination: copy, git: git).make()
        if !command.checksOnly { try swiftTest() }
        try checks()
        if !command.checksOnly { try map() }
        if !command.quick, git.lines(["rev-parse", "HEAD"]) != nil {
            try firstChecks()
            try freshClone()
        } else if !command.quick {
            context.output.printError("  no commit to clone: the first check and the fresh clone are not measured\n")
        }
    }

    // MARK: swift test

    /// The whole swift test, build excluded, and the login test's timings in it.
    func swiftTest() throws {
        let scratch = copy.appendingPathComponent(".build-check/workbook").path
        step("Building the whole package in the copy (swift build --build-tests)")
        guard try timer.run([swift.executable.path, "build", "--build-tests", "--scratch-path", scratch], in: copy, log: log).status == 0 else {
            throw ScriptFailure("the package does not build; run swift build to see why")
        }
        step("Running swift test --skip-build \(command.runs) times")
        var tests: [Int] = [], login: [Int] = [], everyLogin: [Int] = []
        for _ in 0..<command.runs {
            let timing = try timer.run([swift.executable.path, "test", "--skip-build", "--scratch-path", scratch], in: copy, log: log)
            if timing.status == 0 {
                tests.append(timing.milliseconds)
            } else {
                context.output.printError("  a swift test run failed (not counted); see: swift test\n")
            }
            for test in XCTestLog(text: String(lossyContentsOf: log)).cases where test.passed {
                let milliseconds = Int((Double(test.seconds) ?? 0) * 1000)
                if test.name.contains("signIn_withGoodCredentials_showsTabScreen") { login.append(milliseconds) }
                if test.name.hasPrefix("LoginCharacterizationTests.") { everyLogin.append(milliseconds) }
            }
        }
        rows.append(BenchRow(what: "login test reaching the tabs, median of \(login.count)", budget: .loginTest, samples: login))
        rows.append(BenchRow(what: "  every LoginCharacterizationTests test", budget: .loginTest, samples: everyLogin, forComparison: true))
        rows.append(BenchRow(what: "swift test, build excluded, median of \(command.runs)", budget: .swiftTest, samples: tests))
    }

    // MARK: check

    /// ./Scripts/check ARGUMENTS in a copy or clone: its time.
    func check(_ arguments: [String], in folder: URL) throws -> Timing {
        try timer.run([folder.appendingPathComponent("Scripts/check").path] + arguments, in: folder, log: log)
    }
    typealias Timing = TimedRuns.Timing

    func checks() throws {
        let against = command.against ?? ""
        step("./Scripts/check \(chapter) in the copy, until it is warm")
        let cold = try check([chapter], in: copy)
        rows.append(BenchRow(what: "  first check of \(chapter) in the copy (maybe warm)", budget: .firstCheck, samples: [cold.milliseconds], forComparison: true))
        _ = try check([chapter], in: copy)
        if let againstCommit {
            step("A clone of \(against), checked until it is warm")
            try clone(againstCommit, into: againstClone)
            _ = try check([chapter], in: againstClone)
            _ = try check([chapter], in: againstClone)
        }
        let turns = againstCommit == nil ? "" : ", taking turns with \(against)"
        step("./Scripts/check \(chapter) with nothing changed, \(command.runs) times\(turns)")
        let (unchanged, unchangedThere) = try takingTurns([chapter])
        rows.append(BenchRow(what: "check \(chapter), nothing changed, median of \(command.runs)", budget: .checkUnchanged, samples: unchanged))
        if againstCommit != nil {
            rows.append(BenchRow(what: "  \(against): check, nothing changed, median of \(command.runs)", budget: .checkUnchanged, samples: unchangedThere, forComparison: true))
        }
        step("./Scripts/check with no chapter (where am I), \(command.runs) times\(turns)")
        let (whereAmI, whereThere) = try takingTurns([])
        rows.append(BenchRow(what: "check with no chapter (where am I), median of \(command.runs)", budget: .whereAmI, samples: whereAmI))
        if againstCommit != nil {
            rows.append(BenchRow(what: "  \(against): check with no chapter, median of \(command.runs)", budget: .whereAmI, samples: whereThere, forComparison: true))
        }
        step("./Scripts/check \(chapter) after a one-line edit in the copy's Before, 3 times")
        rows.append(BenchRow(what: "check \(chapter), one-line edit in Before, median of 3", budget: .checkEdit, samples: try editTimes(in: copy)))
        if againstCommit != nil {
            step("./Scripts/check \(chapter) on \(against)'s clone after a one-line edit in Before, 3 times")
            rows.append(BenchRow(what: "  \(against): check, one-line edit, median of 3", budget: .checkEdit, samples: try editTimes(in: againstClone), forComparison: true))
        }
    }

    /// `runs` checks in the copy and, with `--against`, as many in its clone, one after the
    /// other, so that both see the same load.
    func takingTurns(_ arguments: [String]) throws -> (copy: [Int], against: [Int]) {
        var here: [Int] = [], there: [Int] = []
        for _ in 0..<command.runs {
            here.append(try check(arguments, in: copy).milliseconds)
            if againstCommit != nil { there.append(try check(arguments, in: againstClone).milliseconds) }
        }
        return (here, there)
    }

    /// check CHAPTER after a one-line edit in Before (3 runs, each a new edit of a declaration the
    /// whole module sees, so that more than one file may rebuild); the file restored after.
    func editTimes(in folder: URL) throws -> [Int] {
        let before = folder.appendingPathComponent("Chapters/\(chapter)/Before")
        let files = FileManager.default.files(followingLinksUnder: before).filter { $0.hasSuffix(".swift") }
        guard let edited = (files.first { $0.hasSuffix("LoginViewController.swift") } ?? files.sorted().first).map(before.appendingPathComponent) else {
            return []
        }
        let original = try Data(contentsOf: edited)
        defer { try? original.write(to: edited) }
        var times: [Int] = [], text = original
        for run in 1...3 {
            text += Data("let workbookBenchEdit\(run)_\(Int(Date().timeIntervalSince1970 * 1000)) = \(run)\n".utf8)
            try text.write(to: edited)
            times.append(try check([chapter], in: folder).milliseconds)
        }
        return times
    }

    // MARK: map

    func map() throws {
        step("./Scripts/map \(chapter), \(command.runs) times")
        let map = copy.appendingPathComponent("Scripts/map").path
        _ = try timer.run([map, chapter], in: copy, log: log)
        var times: [Int] = []
        for _ in 0..<command.runs { times.append(try timer.run([map, chapter], in: copy, log: log).milliseconds) }
        rows.append(BenchRow(what: "map \(chapter), tool built, median of \(command.runs)", budget: .map, samples: times))
    }

    // MARK: fresh clones

    /// A clone of the workbook at `commit` in `folder` (made anew).
    func clone(_ commit: String, into folder: URL) throws {
        try? FileManager.default.removeItem(at: folder)
        let cloned = try git.run(["clone", "-q", context.root.path, folder.path])
        guard cloned.succeeded, (try Git(root: folder, path: context.environment["PATH"])?.run(["checkout", "-q", commit]))?.succeeded == true else {
            throw ScriptFailure("cannot clone \(commit) into \(folder.path): \(cloned.errors)")
        }
    }

    /// The first check of the chapter on fresh clones of the last commit (and `--against`'s,
    /// taking turns): nothing built yet.
    func firstChecks() throws {
        let against = command.against ?? ""
        var times: [Int] = [], there: [Int] = []
        for run in 1...command.firsts {
            step("First ./Scripts/check \(chapter) on a fresh clone of the last commit (\(run) of \(command.firsts))")
            if let time = try firstCheck("HEAD") { times.append(time) }
            if let againstCommit {
                step("First ./Scripts/check \(chapter) on a fresh clone of \(against) (\(run) of \(command.firsts))")
                if let time = try firstCheck(againstCommit) { there.append(time) }
            }
        }
        rows.append(BenchRow(what: "first check \(chapter) on a fresh clone, median of \(command.firsts)", budget: .firstCheck, samples: times))
        if againstCommit != nil {
            rows.append(BenchRow(what: "  \(against): first check, median of \(command.firsts)", budget: .firstCheck, samples: there, forComparison: true))
        }
    }

    /// The first check's time on a fresh clone of `commit`, or nil (said) when it did not run.
    func firstCheck(_ commit: String) throws -> Int? {
        let folder = work.appendingPathComponent("first")
        defer { try? FileManager.default.removeItem(at: folder) }
        try clone(commit, into: folder)
        let timing = try check([chapter], in: folder)
        // (1: the chapter is not done, as on a fresh clone.)
        guard timing.status <= 1 else {
            context.output.printError("  the first check did not run: \(String(lossyContentsOf: log).split(separator: "\n").last ?? "")\n")
            return nil
        }
        return timing.milliseconds
    }

    /// A fresh clone of the last commit to a green swift test: the clone, the build and the tests.
    func freshClone() throws {
        step("Fresh clone of the last commit, then swift build --build-tests and swift test (minutes)")
        let folder = work.appendingPathComponent("clone")
        defer { try? FileManager.default.removeItem(at: folder) }
        let started = Date()
        try clone("HEAD", into: folder)
        let built = try timer.run([swift.executable.path, "build", "--build-tests"], in: folder, log: log)
        let tested = built.status == 0 ? try timer.run([swift.executable.path, "test"], in: folder, log: log) : built
        if tested.status == 0 {
            rows.append(BenchRow(what: "fresh clone to green swift test", budget: .freshClone, samples: [Int(Date().timeIntervalSince(started) * 1000)]))
        } else {
            let lines = String(lossyContentsOf: log).split(separator: "\n")
            let said = lines.first { $0.contains("error") || $0.contains("failed") } ?? lines.last ?? ""
            context.output.printError("  the fresh clone is not green: \(said)\n")
            rows.append(BenchRow(what: "fresh clone to green swift test", budget: .freshClone, samples: []))
        }
    }
}
