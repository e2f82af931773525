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
        let code = try sources.code()

        let names = code.references(from: "ErrorViewController", to: "LoginViewController")

        XCTAssertTrue(names.isEmpty, """
            ErrorViewController still names LoginViewController in its code; \
            the one who shows the alert should hand it the secondary action:
            \(names.lines)
            """)
    }
}
