import HeadlessUIKitTesting
import XCTest

final class PollingScheduleTests: XCTestCase {
    func test_pause_duringTheFirstHundredPolls_isTheNextTurn() {
        XCTAssertNil(PollingSchedule.pause(afterPolls: 1))
        XCTAssertNil(PollingSchedule.pause(afterPolls: 99))
    }

    func test_pause_afterTheTurns_growsFromOneMillisecondEveryEightPolls() {
        let sut = (100..<140).map { PollingSchedule.pause(afterPolls: $0) }

        XCTAssertEqual(sut, [1, 2, 4, 8, 16].flatMap { Array(repeating: $0, count: 8) })
    }

    func test_pause_longAfterTheTurns_isTheLongestPause() {
        XCTAssertEqual(PollingSchedule.pause(afterPolls: 10_000), PollingSchedule.longestPause)
    }

    func test_pauses_inAWaitOfOneSecondThatRunsOut_areUnderAHundred() {
        var elapsed = 0, polls = PollingSchedule.turns
        while elapsed < 1_000, let pause = PollingSchedule.pause(afterPolls: polls) {
            elapsed += pause
            polls += 1
        }

        XCTAssertLessThan(polls - PollingSchedule.turns, 100)
    }
}
