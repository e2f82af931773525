import XCTest
#if BEFORE
@testable import Chapter8Before
#else
@testable import Chapter8After
#endif

/// The alert made with its own initializer and a logger a test hands in: its buttons dismiss it, and act only once it is dismissed.
final class ErrorViewControllerGoalTests: XCTestCase {
    private var logger: LogManagerSpy!
    private var sut: ErrorViewControllerDismissSpy!

    override func setUp() {
        super.setUp()
        logger = LogManagerSpy()
        sut = ErrorViewControllerDismissSpy(logger: logger)
    }

    override func tearDown() {
        sut = nil
        logger = nil
        super.tearDown()
    }

    func test_secondaryAction_dismissesOnceThenActsInTheCompletion() {
        var actions = 0
        let completed = expectation(description: "the alert's dismissal completed")
        sut.secondaryAction = ErrorViewController.SecondaryAction(title: "Try Again") { actions += 1 }
        sut.onDismissCompleted = { completed.fulfill() }

        sut.secondaryAction(nil)

        XCTAssertEqual(actions, 0, "the action ran before the alert was dismissed")
        wait(for: [completed], timeout: 1)
        XCTAssertEqual(sut.dismissCalls, [true], "the second button did not dismiss the alert once, animated")
        XCTAssertEqual(actions, 1, "the action did not run once, in the dismissal's completion")
        XCTAssertEqual(logger.fatalMessages, [], "a second button with an action logged a fatal message")
    }

    func test_secondaryAction_withoutAnAction_logsFatalOnceAndStays() {
        sut.secondaryAction = nil

        sut.secondaryAction(nil)

        XCTAssertEqual(logger.fatalMessages, ["no action defined."], "a second button without an action did not log it, once, through the logger handed in")
        XCTAssertEqual(sut.dismissCalls, [], "a second button without an action dismissed the alert")
    }

    func test_okAction_dismissesOnceAndLogsNothing() {
        sut.okAction(nil)

        XCTAssertEqual(sut.dismissCalls, [true], "OK did not dismiss the alert once, animated")
        XCTAssertEqual(logger.fatalMessages, [])
        XCTAssertEqual(logger.events, [])
    }
}
