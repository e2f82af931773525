#if os(Linux)
import Foundation
import Glibc
import XCTest

/// Reports each test's outcome to check on a channel of its own, each line signed with the
/// next of the run's one-time tokens: a test's or the app's code, which runs in this process,
/// can print XCTest's lines as it likes, but cannot write a line check accepts without the
/// tokens, which only this observer holds (Scripts/README.md, "Only what happened").
///
/// check (StageRunner) gives a test run two files: WORKBOOK_RESULT_SECRET, the
/// tokens, one a line, which this reads and removes as the program loads, before any test
/// runs; and WORKBOOK_RESULT_CHANNEL, where it writes `TOKEN passed|failed|skipped
/// Class.test` as each test finishes and `TOKEN finished` after the last. The model reads
/// the channel (`ResultChannel`). Without both variables, as under `swift test`, it does
/// nothing.
final class WorkbookTestObserver: XCTestObservation {
    private var tokens: [Substring]
    private var used = 0
    private let channel: Int32

    private init(tokens: [Substring], channel: Int32) {
        self.tokens = tokens
        self.channel = channel
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        let run = testCase.testRun
        let outcome = run?.hasBeenSkipped == true ? "skipped" : run?.hasSucceeded == true ? "passed" : "failed"
        report("\(outcome) \(testCase.name)")
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
        report("finished")
    }

    /// One line, in one write; nothing once the tokens are used up (check then finds the
    /// results it lacks unreported).
    private func report(_ event: String) {
        guard used < tokens.count else { return }
        let line = "\(tokens[used]) \(event)\n"
        used += 1
        _ = line.withCString { write(channel, $0, strlen($0)) }
    }

    /// Registers the observer when check asked for a channel; called once, as the program loads.
    static func start() {
        let environment = ProcessInfo.processInfo.environment
        guard let secretPath = environment["WORKBOOK_RESULT_SECRET"], let channelPath = environment["WORKBOOK_RESULT_CHANNEL"] else { return }
        // Gone before any test runs: neither the file nor the names of the two files.
        let secret = try? String(contentsOfFile: secretPath, encoding: .utf8)
        unlink(secretPath)
        unsetenv("WORKBOOK_RESULT_SECRET")
        unsetenv("WORKBOOK_RESULT_CHANNEL")
        guard let secret else { return }
        let channel = open(channelPath, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard channel >= 0 else { return }
        let tokens = secret.split(whereSeparator: \.isNewline)
        XCTestObservationCenter.shared.addTestObserver(WorkbookTestObserver(tokens: tokens, channel: channel))
    }
}

/// Called by WorkbookTestObserverStart's constructor as the test program loads.
@_cdecl("workbook_test_observer_start")
func workbookTestObserverStart() {
    WorkbookTestObserver.start()
}
#endif
