import Foundation
import XCTest
@testable import WorkbookModel

/// `workbook reap -- COMMAND…` run as check runs it: the package's `workbook` executable, built
/// beside this test program (a reaper in the test process itself would make it a subreaper
/// and take its Ctrl-C).
final class ReaperTests: XCTestCase {
    func test_exitStatus_exited_isTheCode() {
        XCTAssertEqual(Reaper.exitStatus(3 << 8), 3)
    }

    func test_exitStatus_killedBySignal_is128PlusTheSignal() {
        XCTAssertEqual(Reaper.exitStatus(4), 132)
    }

    func test_reap_commandExits3_exitsWith3() throws {
        let sut = try reaper(["sh", "-c", "exit 3"])

        try runToItsEnd(sut)

        XCTAssertEqual(sut.terminationStatus, 3)
    }

    func test_reap_commandEndedBySIGILL_endsAsAShellSays132() throws {
        let sut = try reaper(["sh", "-c", "kill -ILL $$"])

        try runToItsEnd(sut)

        // (Linux: the reaper exits 132; Darwin: the command took its place, and SIGILL ended it.)
        XCTAssertEqual(sut.terminationReason == .uncaughtSignal ? 128 + sut.terminationStatus : sut.terminationStatus, 132)
    }

    func test_reap_programNotFound_exitsWith127() throws {
        let sut = try reaper(["no-such-program-\(UUID().uuidString)"])

        try runToItsEnd(sut)

        XCTAssertEqual(sut.terminationStatus, 127)
    }

    #if os(Linux)
    func test_reap_processInASessionAndEnvironmentOfItsOwn_endsWithTheCommand() throws {
        let seconds = "36\(Int.random(in: 10_000...99_999))"
        addTeardownBlock { ProcessTable.running("sleep\0\(seconds)").forEach { kill($0, SIGKILL) } }
        let sut = try reaper(["sh", "-c", "(setsid env -i PATH=/usr/bin:/bin sleep \(seconds) </dev/null >/dev/null 2>&1 &); exit 0"])

        try runToItsEnd(sut)

        XCTAssertEqual(sut.terminationStatus, 0)
        XCTAssertEqual(ProcessTable.running("sleep\0\(seconds)"), [], "nothing the command started is left")
    }

    func test_reap_terminated_endsWhatTheCommandStartedAndExitsWith143() throws {
        try assertSIGTERMEndsTheReaperAndWhatItStarted(blockedAtStart: false)
    }

    /// check runs its stages on threads of Dispatch's pool, which block SIGTERM: a process
    /// inherits that mask, and a reaper that kept it would never end what it runs.
    func test_reap_startedWhereSIGTERMIsBlocked_isStillEndedBySIGTERM() throws {
        try assertSIGTERMEndsTheReaperAndWhatItStarted(blockedAtStart: true)
    }

    /// Starts a reaper of a shell that waits for a long sleep (from a thread that blocks
    /// SIGTERM when `blockedAtStart`), sends it SIGTERM once the sleep runs, and asserts that it
    /// ends as a shell ends at SIGTERM (143), with the sleep.
    private func assertSIGTERMEndsTheReaperAndWhatItStarted(blockedAtStart: Bool, line: UInt = #line) throws {
        let seconds = "36\(Int.random(in: 10_000...99_999))"
        addTeardownBlock { ProcessTable.running("sleep\0\(seconds)").forEach { kill($0, SIGKILL) } }
        let sut = try reaper(["sh", "-c", "sleep \(seconds) & wait"])
        var blocked = sigset_t(), before = sigset_t()
        sigemptyset(&blocked)
        if blockedAtStart { sigaddset(&blocked, SIGTERM) }
        pthread_sigmask(SIG_BLOCK, &blocked, &before)
        try sut.run()
        pthread_sigmask(SIG_SETMASK, &before, nil)
        let started = expectation(for: NSPredicate { _, _ in !ProcessTable.running("sleep\0\(seconds)").isEmpty }, evaluatedWith: nil)
        wait(for: [started], timeout: 10)

        kill(sut.processIdentifier, SIGTERM)
        try runToItsEnd(sut, started: true)

        XCTAssertEqual(sut.terminationStatus, 143, line: line)
        XCTAssertEqual(ProcessTable.running("sleep\0\(seconds)"), [], "nothing the command started is left", line: line)
    }
    #endif

    /// Runs it (unless `started`) and waits for its end, at most 30 s: Foundation's Process
    /// (Linux) sees a program end when a socket it gives the program closes, which a process
    /// the program left running keeps open.
    private func runToItsEnd(_ process: Process, started: Bool = false) throws {
        if !started { try process.run() }
        let ended = expectation(for: NSPredicate { _, _ in !process.isRunning }, evaluatedWith: nil)
        wait(for: [ended], timeout: 30)
    }

    /// The reaper, to run `command`; fails the test when the `workbook` executable is not
    /// beside this test program.
    private func reaper(_ command: [String]) throws -> Process {
        let executable = try WorkbookExecutable.url()
        let process = Process()
        process.executableURL = executable
        process.arguments = ["reap", "--"] + command
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return process
    }
}
