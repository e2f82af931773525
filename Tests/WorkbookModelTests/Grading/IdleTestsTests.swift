import XCTest
@testable import WorkbookModel

/// `IdleTests`: the tests that catch nothing, or only what another test catches.
final class IdleTestsTests: XCTestCase {
    func test_find_testsThatAddNothing_areNamedWithTheTestThatCatchesTheMost() {
        let caughtBy = [("m1", "T.a"), ("m2", "T.a"), ("m1", "T.b"), ("m3", "T.d"), ("m2", "T.d"), ("m1", "T.d")].map { (mutant: $0.0, test: $0.1) }

        let sut = IdleTests.find(tests: ["T.a", "T.b", "T.c", "T.d"], caughtBy: caughtBy)

        XCTAssertEqual(sut, ["T.a": .onlyWhat("T.d"), "T.b": .onlyWhat("T.d"), "T.c": .catchesNothing])
    }

    func test_find_twoTestsThatCatchTheSame_namesTheLaterOne() {
        let caughtBy = [("m1", "T.a"), ("m1", "T.b"), ("m1", "T.d"), ("m2", "T.d")].map { (mutant: $0.0, test: $0.1) }

        let sut = IdleTests.find(tests: ["T.a", "T.b"], caughtBy: caughtBy)

        XCTAssertEqual(sut, ["T.b": .onlyWhat("T.a")])
    }

    func test_find_aTestThatCatchesAChangeNoOtherCatches_isNotIdle() {
        let caughtBy = [("m1", "T.a"), ("m2", "T.b")].map { (mutant: $0.0, test: $0.1) }

        XCTAssertEqual(IdleTests.find(tests: ["T.a", "T.b"], caughtBy: caughtBy), [:])
    }
}
