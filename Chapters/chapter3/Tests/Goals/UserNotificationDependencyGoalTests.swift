import MyBizTesting
import XCTest

/// The new design's dependency map: neither the API nor the login screen tells the AppDelegate what to do.
final class UserNotificationDependencyGoalTests: XCTestCase {
    #if BEFORE
    private let sources = StageSources(stage: "Before")
    #else
    private let sources = StageSources(stage: "After")
    #endif

    func test_API_doesNotReachTheApplication() throws {
        let code = try sources.code()

        let reaches = code.references(from: "API", to: ["AppDelegate", "UIApplication"])

        XCTAssertTrue(reaches.isEmpty, """
            API still reaches the application; logout() should post userLoggedOutNotification instead:
            \(reaches.lines)
            """)
    }

    func test_loginViewController_doesNotSwapTheRootOrSetTheUser() throws {
        let code = try sources.code()

        let work = code.references(from: "LoginViewController", to: "AppDelegate")
            + code.mentions(of: "rootController", in: "LoginViewController")
            + code.mentions(of: "rootViewController", in: "LoginViewController")

        XCTAssertTrue(work.isEmpty, """
            LoginViewController still does the AppDelegate's work (setting the user, swapping the root); \
            the API's handleToken(token:) should post userLoggedInNotification instead:
            \(work.lines)
            """)
    }
}
