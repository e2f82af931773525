@testable import MyBizBackend
import XCTest

final class FaultReplyTests: XCTestCase {
    func test_delay_latency_isItsSeconds() {
        let sut = Fault.latency(0.25)

        let delay = sut.delay

        XCTAssertEqual(delay, 0.25)
        XCTAssertNil(sut.outcome)
    }

    func test_delay_negativeLatency_isZero() {
        let sut = Fault.latency(-1)

        let delay = sut.delay

        XCTAssertEqual(delay, 0)
    }

    func test_delay_otherFaults_isZero() {
        let faults: [Fault] = [.status(500), .malformedBody, .droppedConnection]

        let delays = faults.map(\.delay)

        XCTAssertEqual(delays, [0, 0, 0])
    }

    func test_outcome_droppedConnection_isNetworkConnectionLost() {
        let sut = Fault.droppedConnection

        let outcome = sut.outcome

        XCTAssertEqual(outcome, .failure(.networkConnectionLost))
    }
}
