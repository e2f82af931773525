import Foundation
import XCTest
@testable import WorkbookModel

final class LimitedRunTests: XCTestCase {
    var temporary: TemporaryFolder!
    var folder: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryFolder("limited-run")
    }

    override func tearDown() {
        temporary.remove()
    }

    private func limited(_ script: String, timeLimit: Int = 30, reaper: URL? = nil) -> LimitedRun {
        LimitedRun(command: ["/bin/sh", "-c", script], directory: folder, environment: ["PATH": "/usr/bin:/bin"],
                   log: folder.appendingPathComponent("log"), timeLimit: timeLimit, reaper: reaper)
    }

    private var log: String { (try? String(contentsOf: folder.appendingPathComponent("log"), encoding: .utf8)) ?? "" }

    func test_run_programExits3_endsExited3WithItsOutputAndErrorsInTheLog() throws {
        let sut = limited("echo out; echo err >&2; exit 3")

        let ending = try sut.run()

        XCTAssertEqual(ending, .exited(3))
        XCTAssertEqual(log, "out\nerr\n")
    }

    func test_run_programKilledBySignal_endsExited128PlusTheSignal() throws {
        let sut = limited("kill -KILL $$")

        XCTAssertEqual(try sut.run(), .exited(137))
    }

    func test_status_programExits3_is3() throws {
        XCTAssertEqual(try limited("exit 3").status(), 3)
    }

    func test_status_printsWithoutEnd_is125() throws {
        var sut = limited("while :; do echo 0123456789; done")
        sut.logLimit = 100_000

        XCTAssertEqual(try sut.status(), 125)
    }

    func test_status_errorsApart_outputInTheLogErrorsInTheirFile() throws {
        var sut = limited("echo out; echo err >&2")
        sut.errors = folder.appendingPathComponent("errors")

        XCTAssertEqual(try sut.status(), 0)

        XCTAssertEqual(log, "out\n")
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("errors"), encoding: .utf8), "err\n")
    }

    func test_run_programReadsItsInput_readsNothing() throws {
        let sut = limited("if read line; then echo read; else echo nothing; fi")

        _ = try sut.run()

        XCTAssertEqual(log, "nothing\n")
    }

    func test_run_printsWithoutEnd_endsFloodedWithTheLogCutAtTheLimit() throws {
        var sut = limited("while :; do echo 0123456789; done")
        sut.logLimit = 100_000

        let ending = try sut.run()

        XCTAssertEqual(ending, .flooded)
        XCTAssertEqual(log.utf8.count, 100_000)
    }

    func test_run_programNotFound_throws() {
        var sut = limited("")
        sut.command = ["/no/such/program-\(UUID().uuidString)"]

        XCTAssertThrowsError(try sut.run())
    }

    #if os(Linux)
    func test_run_pastTheTimeLimit_endsTimedOutWithWhatItStarted() throws {
        let seconds = "37\(Int.random(in: 10_000...99_999))"
        addTeardownBlock { ProcessTable.running("sleep\0\(seconds)").forEach { kill($0, SIGKILL) } }
        let sut = limited("sleep \(seconds) & wait", timeLimit: 1)

        let ending = try sut.run()

        XCTAssertEqual(ending, .timedOut)
        XCTAssertEqual(ProcessTable.running("sleep\0\(seconds)"), [], "what the program started is ended with it")
    }

    func test_run_thisProcessTerminated_endsInterruptedWithWhatItStartedAndLivesOn() throws {
        let seconds = "39\(Int.random(in: 10_000...99_999))"
        addTeardownBlock { ProcessTable.running("sleep\0\(seconds)").forEach { kill($0, SIGKILL) } }
        let started = folder.appendingPathComponent("started")
        let sut = limited("touch '\(started.path)'; sleep \(seconds) & wait", timeLimit: 60)
        // SIGTERM to this test process once the program runs (its signals noted from before it starts).
        DispatchQueue.global().async {
            while !FileManager.default.fileExists(atPath: started.path) { usleep(10_000) }
            kill(getpid(), SIGTERM)
        }

        let ending = try sut.run()

        XCTAssertEqual(ending, .interrupted(SIGTERM))
        XCTAssertEqual(ProcessTable.running("sleep\0\(seconds)"), [], "what the program started is ended")
    }

    func test_status_thisProcessTerminated_throwsInterruptedBySIGTERM() throws {
        let started = folder.appendingPathComponent("started")
        let sut = limited("touch '\(started.path)'; sleep 60 & wait", timeLimit: 60)
        DispatchQueue.global().async {
            while !FileManager.default.fileExists(atPath: started.path) { usleep(10_000) }
            kill(getpid(), SIGTERM)
        }

        XCTAssertThrowsError(try sut.status()) { error in
            XCTAssertEqual(error as? LimitedRun.Interrupted, LimitedRun.Interrupted(signal: SIGTERM))
        }
    }

    func test_run_underTheReaper_aProcessInASessionOfItsOwnEndsAtTheTimeLimit() throws {
        let seconds = "38\(Int.random(in: 10_000...99_999))"
        addTeardownBlock { ProcessTable.running("sleep\0\(seconds)").forEach { kill($0, SIGKILL) } }
        let sut = limited("(setsid env -i PATH=/usr/bin:/bin sleep \(seconds) </dev/null >/dev/null 2>&1 &); sleep \(seconds)",
                          timeLimit: 1, reaper: try WorkbookExecutable.url())

        let ending = try sut.run()

        XCTAssertEqual(ending, .timedOut)
        XCTAssertEqual(ProcessTable.running("sleep\0\(seconds)"), [], "the escaped process is ended too")
    }
    #endif
}
