@testable import MyBizTesting
import XCTest

/// `QuietPeriod`: quiet only once the state stayed quiet and unchanged long enough.
final class QuietPeriodTests: XCTestCase {
    func test_observe_quietAndUnchangedForEnoughObservations_isTrue() {
        let sut = QuietPeriod<Int>(lasting: .nanoseconds(0), observations: 3)

        let results = (0..<3).map { _ in sut.observe(7, isQuiet: true) }

        XCTAssertEqual(results, [false, false, true])
    }

    func test_observe_whenTheStateChanges_startsCountingAgain() {
        let sut = QuietPeriod<Int>(lasting: .nanoseconds(0), observations: 2)
        _ = sut.observe(1, isQuiet: true)

        let afterChange = sut.observe(2, isQuiet: true)
        let next = sut.observe(2, isQuiet: true)

        XCTAssertFalse(afterChange)
        XCTAssertTrue(next)
    }

    func test_observe_whenNotQuiet_startsCountingAgain() {
        let sut = QuietPeriod<Int>(lasting: .nanoseconds(0), observations: 2)
        _ = sut.observe(1, isQuiet: true)

        let busy = sut.observe(1, isQuiet: false)
        let first = sut.observe(1, isQuiet: true)

        XCTAssertFalse(busy)
        XCTAssertFalse(first)
    }

    func test_observe_beforeTheDurationHasPassed_isFalse() {
        let sut = QuietPeriod<Int>(lasting: .seconds(60), observations: 1)

        let results = (0..<3).map { _ in sut.observe(1, isQuiet: true) }

        XCTAssertEqual(results, [false, false, false])
    }
}
