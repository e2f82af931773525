import MyBizTesting
import XCTest

/// The new design's dependency map: the error screen knows nothing of the login screen.
final class ErrorViewControllerDependencyGoalTests: XCTestCase {
    #if BEFORE
    private let sources = StageSources(stage: "Before")
    #else
    private let sources = StageSources(stage: "After")
    #endif

    func test_errorViewController_doesNotKnowTheLoginScreen() throws {
        let errorScreen = try sources.source(of: "Alerts/ErrorViewController.swift")

        XCTAssertFalse(errorScreen.mentions("LoginViewController"), "ErrorViewController.swift still names LoginViewController in its code")
    }
}
