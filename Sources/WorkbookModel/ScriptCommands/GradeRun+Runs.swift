import Foundation

extension GradeRun {
    /// The grading's steps, each only while the one before went well.
    func grade() throws {
        refuseSwitchReaders()
        try buildPackage()
        guard status == GradeSummary.Status.graded, Interrupts.notedSignal == nil else { return }
        try realApp()
        guard status == GradeSummary.Status.graded, Interrupts.notedSignal == nil else { return }
        // Which lines of the stage the tests ran on the real app, for what shows it (the report,
        // the missed changes; not --json alone): read while the changes run.
        let coverage = DispatchGroup()
        if !command.json || command.report != nil {
            let (profiles, object, sources, swift, path) = (work.appendingPathComponent("real-app.profiles"), package.coverageObject, package.sources,
                                                            self.swift, context.environment["PATH"])
            let file = work.appendingPathComponent("coverage")
            DispatchQueue.global().async(group: coverage) {
                let lines = StageCoverage.lines(profiles: profiles, object: object, sources: sources, swift: swift, path: path) ?? ""
                try? Data(lines.utf8).write(to: file)
            }
        }
        mutants()
        coverage.wait()
    }

    /// The runs' environment: the same for every run, the real app's and the changes' (a test
    /// that could tell them apart would fail the control run): combination approvals' received
    /// tables staged, coverage profiles as `profiles` says (the real app's: one file a process),
    /// what Foundation writes of its own in the grading's folder (``TestProgramHome``).
    func runEnvironment(profiles: String) -> [String: String] {
        var environment = context.environment.filter { !StageBuild.variablesLeftOut.contains($0.key) }
        environment["WORKBOOK_RECEIVED_DIR"] = work.appendingPathComponent("received").path
        environment["LLVM_PROFILE_FILE"] = profiles
        environment.merge(TestProgramHome.environment(in: work.appendingPathComponent("home"))) { $1 }
        return environment
    }

    /// The tests on the real app: they must pass there.
    func realApp() throws {
        let label = "On the real app"
        progress(label)
        var outcome = try runRealApp()
        // A crash right after an incremental build that compiled a module others use may be
        // SwiftPM's: built again from scratch, and run once more.
        var freshNote: String?
        if !["missed", "failed", "none", "hung"].contains(outcome.outcome), build?.recompiledADependency == true {
            BuildFolder(url: package.folder.appendingPathComponent(".build")).clear()
            package.forgetBuild()
            build = try package.buildIfChanged(swift: swift, log: work.appendingPathComponent("build.log"), environment: context.environment,
                                               reaper: context.tool, timeLimit: command.buildTimeLimit)
            outcome = try runRealApp()
            if ["missed", "failed", "none"].contains(outcome.outcome) {
                freshNote = "note: the tests crashed after an incremental build, not after a build from scratch: that crash was the toolchain's (\(BuildFolder.staleBuildBug)), not your tests'"
            }
        }
        var lines: [String] = []
        switch outcome.outcome {
        case "missed":
            row(label, "\(palette.green)✓ \(realPassed)/\(realTotal) passed\(palette.reset)")
        case "failed":
            status = GradeSummary.Status.realFail
            lines = XCTestLog(text: read("real-app.log")).shown(30, paths: paths).map(paths.stripped)
            row(label, "\(palette.red)✗ \(realPassed)/\(realTotal) passed\(palette.reset)")
        case "none":
            status = GradeSummary.Status.realNone
            lines = ["no test ran: add a test method (func test_…) to a class that inherits from MyBizTestCase, or a @Test function to a MyBizSuite in Chapters/\(command.chapter)/SwiftTests"]
            row(label, "\(palette.red)✗ no test ran\(palette.reset)")
        default:
            status = GradeSummary.Status.realCrash
            lines = [outcome.outcome == "stopped" ? "✗ \(outcome.detail)" : "✗ \(outcome.by.isEmpty ? "a test" : outcome.by) \(outcome.outcome): \(outcome.detail)"]
            row(label, "\(palette.red)✗ \(outcome.outcome) (\(realPassed)/\(realTotal) passed)\(palette.reset)")
        }
        details = "real-app.details"
        write(lines.map { $0 + "\n" }.joined(), details)
        indented(lines, limit: 80)
        if let freshNote { say("      \(palette.dim)\(freshNote)\(palette.reset)\n") }
    }

    /// One run on the real app, every test to the end; what it came to (`stopped`: it ended
    /// before every test the program lists ran, exit(0) in a test, say: no pass).
    func runRealApp() throws -> MutantRun.Outcome {
        for name in ["real-app.log", "real-app.status", "real-app.ended", "real-app.profiles"] {
            try? FileManager.default.removeItem(at: work.appendingPathComponent(name))
        }
        let profiles = work.appendingPathComponent("profiles")
        let workers = MutantWorkers(command: testCommand, directory: package.folder, environment: runEnvironment(profiles: profiles.path + "/%p.profraw"),
                                    out: work, limit: command.realAppLimit, everyTest: true, reaper: context.tool)
        if let signal = workers.run([.realApp], jobs: 1) {
            throw ScriptFailure("interrupted: the grading was stopped, and everything it started", status: 128 + signal)
        }
        let received = work.appendingPathComponent("received")
        let placed = [package.tests, package.swiftTests].compactMap { $0 }.flatMap { ReceivedTables.place(staging: received, tests: $0, paths: paths) }
        write(placed.map { $0 + "\n" }.joined(), "received.placed")
        try? FileManager.default.removeItem(at: received)
        try? FileManager.default.moveItem(at: profiles, to: work.appendingPathComponent("real-app.profiles"))

        var outcome = MutantRun.outcomeList(folder: work, names: ["real-app"], limit: command.realAppLimit, everyTest: false, paths: paths)[0].outcome
        realMilliseconds = outcome.milliseconds
        let log = XCTestLog(text: read("real-app.log"))
        write(log.cases.map { "\($0.name)\t\($0.outcome)\t\($0.seconds)\n" }.joined(), "real-app.cases")
        realPassed = log.cases.filter { $0.outcome == "passed" }.count
        realTotal = realPassed + log.cases.filter { $0.outcome == "failed" }.count
        let listed = TestListing(text: listedTests()).listedLines
        if outcome.outcome == "missed", listed > realTotal {
            let status = Int(read("real-app.status").trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
            outcome.outcome = "stopped"
            outcome.by = log.crashed ?? ""
            outcome.detail = "stopped after \(realTotal) of \(listed) tests (\(ExitStatus.text(status))): a test ended the run"
                + (outcome.by.isEmpty ? "" : " (the last to start: \(outcome.by))")
        }
        return outcome
    }

    /// The tests the test program lists (Linux: its own --list-tests, Swift Testing's too when
    /// both frameworks run; elsewhere `swift test --list-tests`, which asks xctest). Kept beside
    /// the build while the build's inputs and the command are the same: which tests a program
    /// has is a matter of its sources.
    func listedTests() -> String {
        let key = ((try? String(contentsOf: package.folder.appendingPathComponent(".built"), encoding: .utf8)) ?? "") + testCommand.joined(separator: "\n")
        let kept = package.folder.appendingPathComponent(".listed"), keptKey = package.folder.appendingPathComponent(".listed.key")
        if let text = try? String(contentsOf: kept, encoding: .utf8), (try? String(contentsOf: keptKey, encoding: .utf8)) == key { return text }
        func output(_ executable: URL, _ arguments: [String]) -> String {
            (try? ToolRun(executable: executable, arguments: arguments, directory: package.folder).capture())?.output ?? ""
        }
        let program = package.testProgram
        var text: String
        if FileManager.default.isFolder(at: program) {
            text = output(swift, ["test", "--skip-build", "--list-tests"])
        } else {
            text = output(program, ["--list-tests"])
            if testCommand.count == 3 { text += output(program, ["--testing-library", "swift-testing", "--list-tests"]) }
        }
        try? Data(text.utf8).write(to: kept)
        try? Data(key.utf8).write(to: keptKey)
        return text
    }

    /// Once per change, a few at a time, with a control run (the real app again) at a random
    /// place among them: a test that fails there tells grading runs apart (or depends on runs
    /// before it), not changes.
    func mutants() {
        let limit = command.limit ?? GradeCommand.runLimit(realAppMilliseconds: realMilliseconds)
        let everyTest = command.verbose || command.report != nil
        let started = DispatchTime.now()
        let label = "Against each change (\(command.jobs) at a time)"
        progress(label)
        let ids = schemata.catalogue.mutants.map(\.id)
        let control = "control-\(Int.random(in: 0..<32_768))"
        // The longest runs first (by the last grading's times, kept beside the build; a change
        // not timed yet counts as long): the runs then end together.
        let timesFile = package.folder.appendingPathComponent(".run-times")
        var times: [String: Int] = [:]
        for line in ((try? String(contentsOf: timesFile, encoding: .utf8)) ?? "").split(separator: "\n") {
            let fields = line.split(separator: "\t")
            if fields.count == 2, let ms = Int(fields[1]) { times[String(fields[0])] = ms }
        }
        var runs: [MutantWorkers.Run] = ids.enumerated().sorted { left, right in
            let (a, b) = (times[left.element] ?? 999_999, times[right.element] ?? 999_999)
            return a == b ? left.offset < right.offset : a > b
        }.map { .mutant($0.element) }
        runs.insert(.control(control), at: Int.random(in: 0...runs.count))
        // (Their coverage is not read: no profile written, 1.5 MB a run.)
        let workers = MutantWorkers(command: testCommand, directory: package.folder, environment: runEnvironment(profiles: "/dev/null"),
                                    out: work, limit: limit, everyTest: everyTest, reaper: context.tool)
        guard workers.run(runs, jobs: command.jobs, progress: { [self] ended in progress(label, " \(min(ended, ids.count))/\(ids.count)") }) == nil else { return }
        let seconds = Self.seconds(Self.milliseconds(since: started))
        let outcomes = MutantRun.outcomeList(folder: work, names: ids + [control], limit: limit, everyTest: everyTest, paths: paths)
        let mine = outcomes.filter { $0.name != control }
        write(mine.map { "\($0.name)\t\($0.outcome.line)\n" }.joined(), "outcomes")
        try? Data(mine.map { "\($0.name)\t\($0.outcome.milliseconds)\n" }.joined().utf8).write(to: timesFile)
        let caught = mine.filter { ["failed", "crashed", "hung"].contains($0.outcome.outcome) }.count
        let controlRun = outcomes.first { $0.name == control }?.outcome ?? .unfinished
        if controlRun.outcome != "missed" {
            status = GradeSummary.Status.control
            let by = controlRun.by.isEmpty ? "your tests" : controlRun.by
            let lines = ["✗ \(by) on the real app, run again among the changes: \(controlRun.outcome)\(controlRun.detail.isEmpty ? "" : " (\(controlRun.detail))")",
                         "  a test that tells grading runs apart, or depends on what ran before it, grades nothing: it must pass every time on the real app"]
            write(read(details) + lines.map { $0 + "\n" }.joined(), details)
            row(label, "\(palette.red)✗ refused: your tests did not pass on the real app run again among the changes\(palette.reset)")
            indented(read(details).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
        } else if caught == ids.count {
            row(label, "\(palette.green)✓ caught \(caught) of \(ids.count)\(palette.reset) in \(seconds) s")
        } else {
            row(label, "\(palette.yellow)caught \(caught) of \(ids.count)\(palette.reset) in \(seconds) s")
        }
    }
}
