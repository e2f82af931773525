import Foundation

extension StageRun {
    /// The stage's result from its logs, the one place where a run's facts are decided: the status, the
    /// counts, what a person reads under it, every failure whole, a crash or hang in one line.
    /// `read` gives a log's text (nil when it is not there).
    public func outcome(_ empty: StageResult, paths: RepositoryPaths, read: (String) -> String?) -> Outcome {
        var result = empty
        result.status = .build
        var keep = true
        var notes = self.notes
        switch build {
        case .built:
            let tests = XCTestLog(text: testLog.flatMap(read) ?? "")
            let listed = TestListing(text: listLog.flatMap(read) ?? "", filter: filter).names
            // What the workbook's observer reported, when the run had a channel (Linux).
            let reported = channel.map { ResultChannel(text: read($0) ?? "", secret: secret ?? "") }
            let forged = tests.forged(listed: listed).map { "output that imitates XCTest's: results for \($0), which the test program did not report" }
                ?? reported?.forgery(in: tests)
            testResult(&result, tests: tests, log: testLog.flatMap(read) ?? "", listed: listed, forged: forged,
                       finished: reported?.finished ?? true, paths: paths)
            if result.status == .crash, forged == nil, retryCrash, freshRetryBug == nil { return .retry }
            if let bug = freshRetryBug, result.status != .crash {
                notes.append("note: the tests crashed after an incremental build, not after a build from scratch: that crash was the toolchain's (\(bug)), not the code's; these are the results of the build from scratch")
            }
            // A crash or a hang may be the machine's (a killed process), not the code's: run it again next time.
            keep = result.status != .crash && result.status != .hung
        case .failed:
            result.details = BuildLog(text: buildLog.flatMap(read) ?? "").firstErrors(5, paths: paths)
        case .timedOut:
            result.status = .hung
            result.details = ["✗ the build did not finish within \(buildTimeLimit) s (WORKBOOK_CHECK_BUILD_TIME_LIMIT); its last lines:"]
                + BuildLog.lastLines(BuildLog(text: buildLog.flatMap(read) ?? "").lines, 6, paths: paths)
            result.crash = CrashNote(kind: "hung build")
            keep = false
        case .outside(let cause):
            result.details = ["✗ not your code: \(cause)"]
            result.crash = CrashNote(kind: CrashNote.notTheCode, message: cause)
            keep = false
        case .damagedFolder(let damage):
            result.details = ["✗ the build folder is damaged (\(damage)) and a fresh one did not help; run: rm -rf .build-check, then check again"]
            result.crash = CrashNote(kind: CrashNote.buildFolder, message: damage)
            keep = false
        }
        if keep, changedDuringRun {
            notes.append(Self.changedNote)
            keep = false
        }
        result.details += notes
        return .result(result, keep: keep)
    }

    /// The tests' part of the result (the stage built).
    /// `forged`: why the log's results cannot be taken, or nil; `finished`: the observer saw
    /// the run end (true without a channel).
    private func testResult(_ result: inout StageResult, tests: XCTestLog, log: String, listed: [String], forged: String?,
                            finished: Bool, paths: RepositoryPaths) {
        let failed = tests.failed
        result.passed = tests.passed
        result.total = tests.passed + failed
        let failures = failureDetails(tests, paths: paths)
        result.failures = tests.failures.map { failure in
            TestFailure(test: failure.test, location: paths.location(of: failure),
                        message: failure.message.map { paths.repositoryLine(paths.stripped($0)) }.joined(separator: "\n"))
        }
        let crashed = tests.crashed
        let exit = ExitStatus.text(testExit)
        let lines = ResultFolder.lines(log)
        func listedTotal() {
            result.total = max(listed.count, tests.passed + failed + 1)
        }
        func said() -> String {
            (CrashSummary.line(lines, paths: paths).map { $0 + "; " } ?? "") + exit
        }
        if let limit = testFlooded {
            result.status = .hung
            listedTotal()
            let who = crashed ?? "the tests"
            let size = limit >= 1024 * 1024 ? "\(limit / 1024 / 1024) MB" : "\(limit / 1000) kB"
            result.details = ["✗ \(who) printed more than \(size) without end (an endless loop that prints?) and \(crashed == nil ? "were" : "was") stopped; the last lines:"]
                + BuildLog.lastLines(lines, 6, paths: paths)
            result.crash = CrashNote(kind: "hung", test: crashed, message: "printed more than \(size)")
        } else if testTimedOut {
            result.status = .hung
            listedTotal()
            result.details = [crashed.map { "✗ \($0) did not finish within \(testTimeLimit) s (an endless loop or a deadlock?); the last lines it printed:" }
                ?? "✗ the tests did not finish within \(testTimeLimit) s (an endless loop or a deadlock?); their last lines:"]
                + BuildLog.lastLines(lines, 6, paths: paths) + failures
            result.crash = CrashNote(kind: "hung", test: crashed)
        } else if let message = forged {
            result.status = .crash
            if !listed.isEmpty { result.total = listed.count }
            result.passed = 0
            result.crash = CrashNote(kind: "crash", message: message)
            result.details = ["✗ \(message) (\(exit)); none of them is counted"]
        } else if let crashed {
            result.status = .crash
            listedTotal()
            let message = said()
            result.crash = CrashNote(kind: "crash", test: crashed, message: message)
            result.details = ["✗ \(crashed) crashed: \(message)"] + failures
        } else if failed > 0 {
            result.status = .fail
            result.details = failures
        } else if testExit != 0 {
            result.status = .crash
            let message = said()
            result.crash = CrashNote(kind: "crash", message: message)
            result.details = ["✗ the tests crashed: \(message)"]
                + BuildLog(text: lines.joined(separator: "\n")).firstErrors(5, paths: paths).filter { !$0.contains(message) }
        } else if listed.count > result.total + tests.skipped || !tests.summarised(result.total + tests.skipped) || !finished {
            // Every test that ran passed, but not every test ran (exit(0) in a test, say), or
            // the run never reached XCTest's summary: no pass.
            result.status = .crash
            if listed.count > result.total { result.total = listed.count }
            var message = "stopped after \(result.passed) of \(result.total) tests (\(exit))" + (crashed.map { ", in \($0)" } ?? "")
            let everyTestRan = listed.count <= result.passed
            if everyTestRan { message += tests.summarised(result.total + tests.skipped) ? " before the run's end" : " before XCTest's summary" }
            result.crash = CrashNote(kind: "crash", test: crashed, message: message)
            result.details = ["✗ \(message): the test process ended before \(everyTestRan ? "its run did" : "every test had run")"]
        } else if result.passed == 0 {
            result.status = .none
            result.details = ["no test ran"]
        } else {
            result.status = .pass
        }
    }

    /// Each failed test for a person: its first failure's place and message, then up to 12
    /// more lines of it (the kept log has them all).
    func failureDetails(_ tests: XCTestLog, paths: RepositoryPaths) -> [String] {
        let first = tests.firstFailures
        return tests.cases.filter { !$0.passed }.flatMap { test -> [String] in
            guard let failure = first.first(where: { $0.test == test.name }) else { return ["✗ \(test.name)"] }
            let rest = failure.message.dropFirst().map(paths.stripped)
            return ["✗ \(test.name) — \(paths.location(of: failure)): \(failure.message[0])"]
                + rest.prefix(12).map { "  " + $0 }
                + (rest.count > 12 ? ["  … \(rest.count - 12) more lines in \(Self.keptLog(scope: scope))"] : [])
        }
    }
}
