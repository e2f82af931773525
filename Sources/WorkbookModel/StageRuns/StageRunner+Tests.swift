import Foundation

/// A built stage's tests: listed, run within the time limit, and read into the stage's result.
extension StageRunner {
    /// Lists the stage's tests (what ran is compared with what the test program lists: output
    /// alone can be printed by anyone), runs them, and writes the stage's result. `binary`: the
    /// test program where it is one (Linux), else `swift test`; `filter`: XCTest's list of
    /// Module.Class to run, for a program that holds other stages' tests too.
    func testStage(_ scope: String, scratch: URL, key: String, binary: URL?, filter: String?) {
        let listLog = file(scope, "list.log")
        if let binary {
            _ = try? limited([binary.path, "--list-tests"], environment: testEnvironment(scope), log: listLog).run()
        } else {
            _ = try? limited([settings.swift.path, "test", "--skip-build", "--list-tests", "--scratch-path", scratch.path],
                             environment: swiftEnvironment(scope), log: listLog).run()
        }
        // A test program run here also reports each test's outcome on a channel of its own
        // (Sources/WorkbookTestObserver), a line signed with one of the tokens made for this
        // run: one a listed test, one for the end. The program reads and removes their file as
        // it loads; the tokens stay here, never in a file a test's code could read afterwards.
        var channel: URL?
        var secret: String?
        if binary != nil {
            let listed = ResultFolder.lines(BoundedText.read(listLog) ?? "").count
            let tokens = ResultChannel.newTokens(count: listed + 1)
            let url = file(scope, "channel")
            if Self.writePrivately(tokens, to: url.appendingPathExtension("tokens")), Self.writePrivately("", to: url) {
                channel = url
                secret = tokens
            }
        }
        let testLog = file(scope, "test.log")
        let ending: LimitedRun.Ending
        do {
            if let binary {
                var environment = testEnvironment(scope)
                if let channel {
                    environment["WORKBOOK_RESULT_CHANNEL"] = channel.path
                    environment["WORKBOOK_RESULT_SECRET"] = channel.appendingPathExtension("tokens").path
                }
                ending = try limited([binary.path] + (filter.map { [$0] } ?? []), environment: environment, log: testLog).run()
            } else {
                ending = try limited([settings.swift.path, "test", "--skip-build", "--scratch-path", scratch.path],
                                     environment: swiftEnvironment(scope), log: testLog).run()
            }
        } catch {
            append(["\(error)"], to: testLog)
            ending = .exited(127)
        }
        if let channel { try? FileManager.default.removeItem(at: channel.appendingPathExtension("tokens")) }
        try? FileManager.default.removeItem(at: file(scope, "home"))
        if case .interrupted = ending { return }
        var run = StageRun(scope: scope, testLog: testLog.path, testExit: ending.shellStatus, testTimedOut: ending == .timedOut,
                           testFlooded: ending == .flooded ? settings.logLimit : nil, listLog: listLog.path, channel: channel?.path,
                           secret: secret, filter: (filter ?? "").split(separator: ",").map(String.init),
                           testTimeLimit: settings.testTimeLimit, buildTimeLimit: settings.buildTimeLimit)
        // A goals stage's dependency rules are judged on the code this build compiled (Referee).
        if named(scope)?.suite == "Goals" { run.binPath = scratch.appendingPathComponent("debug").path }
        // A crash after an incremental build in its folder that compiled something may be
        // SwiftPM's: the stage runs again once its folder is emptied (``retryFresh(_:)``), and
        // only that run's result is shown.
        if freshRetry {
            run.freshRetryBug = BuildFolder.staleBuildBug
        } else if FileManager.default.fileExists(atPath: recompiledMark(scratch).path) {
            run.retryCrash = true
        }
        finish(scope, key: key, run: run)
    }

    /// Writes the stage's result from its run; keeps its log for the learner, and the result for
    /// the next check when the run allows it and what was built is what `key` names
    /// (``keepable(_:key:)``; else the result says files changed). A crash to run again
    /// leaves SCOPE.retry instead (``retryFresh(_:)``).
    func finish(_ scope: String, key: String, run: StageRun) {
        var run = run
        run.testTimeLimit = settings.testTimeLimit
        run.buildTimeLimit = settings.buildTimeLimit
        if !key.isEmpty, !keepable(scope, key: key) { run.changedDuringRun = true }
        // (Without a result, the stage counts as stopped before it ended: check says so.)
        guard let written = try? run.writeResult(in: settings.out, registry: registry, root: settings.root,
                                                 logicalRoot: settings.environment["PWD"]) else { return }
        switch written {
        case .retry:
            _ = FileManager.default.createFile(atPath: file(scope, "retry").path, contents: nil)
        case .result(_, let keep):
            keepLog(scope)
            if keep, !key.isEmpty { keepResult(scope, key: key) }
        }
    }

    /// A run of check's within its time limit and log size, under the reaper, in the repository.
    func limited(_ command: [String], environment: [String: String], log: URL) -> LimitedRun {
        var run = LimitedRun(command: command, directory: settings.root, environment: environment, log: log,
                             timeLimit: settings.testTimeLimit, reaper: settings.reaper)
        run.logLimit = settings.logLimit
        return run
    }

    /// A test program's environment: the scope, without the marks of the scripts' runs, and
    /// what Foundation writes of its own in a folder of the run's (``TestProgramHome``: removed
    /// after the run).
    func testEnvironment(_ scope: String?) -> [String: String] {
        var environment = settings.environment.filter { !StageBuild.variablesLeftOut.contains($0.key) }
        if let scope {
            environment["WORKBOOK_SCOPE"] = scope
            environment.merge(TestProgramHome.environment(in: file(scope, "home"))) { $1 }
        }
        return environment
    }

    /// `swift test`'s environment: a build's (``StageBuild/environment(from:temporaryFolder:)``).
    func swiftEnvironment(_ scope: String) -> [String: String] {
        StageBuild(scope: scope, folder: buildFolder(scope), log: settings.out, timeLimit: settings.testTimeLimit)
            .environment(from: settings.environment, temporaryFolder: BuildFolder.swiftPMTemporaryFolder(root: settings.root), root: settings.root)
    }

    /// Writes `text` to a file only its owner can read; whether it could.
    static func writePrivately(_ text: String, to url: URL) -> Bool {
        try? FileManager.default.removeItem(at: url)
        return FileManager.default.createFile(atPath: url.path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
    }
}
