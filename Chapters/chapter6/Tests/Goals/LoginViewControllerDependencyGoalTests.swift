import MyBizTesting
import XCTest

/// The new design's dependency map: the login screen decides nothing; it does not validate, hear the API's answers or build alerts.
final class LoginViewControllerDependencyGoalTests: XCTestCase {
    #if BEFORE
    private let sources = StageSources(stage: "Before")
    #else
    private let sources = StageSources(stage: "After")
    #endif

    func test_loginViewController_leavesTheDecisionsToItsViewModel() throws {
        let code = try sources.code()

        let reaches = code.references(from: "LoginViewController", to: ["Validators", "APIDelegate", "ErrorViewController", "UIViewController+Alert"])

        XCTAssertTrue(reaches.isEmpty, """
            LoginViewController still validates, hears the API's answers or builds alerts; \
            its view model should decide, and ask its router to show the alert:
            \(reaches.lines)
            """)
    }
}
