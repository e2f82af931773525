import Foundation
import XCTest
@testable import WorkbookModel

final class InterruptsTests: XCTestCase {
    func test_holdingOff_interruptDuringTheBody_isNotedNotActedOn() {
        let (value, interrupted) = Interrupts.holdingOff { () -> Int in
            raise(SIGINT)
            return 7
        }

        XCTAssertEqual(value, 7)
        XCTAssertTrue(interrupted)
    }

    /// check's stages test alongside a build: a run that starts inside another (on any thread)
    /// must not forget a signal the outer one noted, nor restore the default while one runs.
    func test_noting_nestedAfterASignal_keepsItNoted() {
        let noted = Interrupts.noting { () -> Int32? in
            raise(SIGTERM)
            return Interrupts.noting { Interrupts.notedSignal }
        }

        XCTAssertEqual(noted, SIGTERM)
    }

    func test_noting_signalAfterANestedRunEnded_isStillNoted() {
        let noted = Interrupts.noting { () -> Int32? in
            Interrupts.noting { () }
            raise(SIGINT)
            return Interrupts.notedSignal
        }

        XCTAssertEqual(noted, SIGINT)
    }

    func test_holdingOff_nothingArrives_saysSo() {
        let (_, interrupted) = Interrupts.holdingOff { () }

        XCTAssertFalse(interrupted)
    }

    func test_holdingOffInterrupts_aProgramInterruptedByItsGroup_runsToItsEnd() throws {
        let sh = URL(fileURLWithPath: "/bin/sh")
        let sut = ToolRun(executable: sh, arguments: ["-c", "kill -INT $$; kill -TERM $$; echo finished"],
                          directory: FileManager.default.temporaryDirectory)

        let held = try sut.holdingOffInterrupts.capture()
        let plain = try sut.capture()

        XCTAssertEqual(held, ToolOutput(status: 0, output: "finished\n", errors: ""))
        XCTAssertNotEqual(plain.status, 0, "without it, the interrupt ends the program")
    }
}
