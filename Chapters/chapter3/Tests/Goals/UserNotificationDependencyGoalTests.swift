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

        // Logging through Logger reads the configuration until chapter 8 cuts it (chapter3.edge says so too).
        let reaches = code.references(from: "API", to: ["AppDelegate", "UIApplication"]).filter { !$0.goesThrough(["Logger"]) }

        XCTAssertTrue(reaches.isEmpty, """
            API still reaches the application; logout() should post userLoggedOutNotification instead:
            \(reaches.lines)
            """)
    }

    func test_loginViewController_doesNotSwapTheRootOrSetTheUser() throws {
        let code = try sources.code()

        // showAlert presents from the AppDelegate's root until chapter 5 cuts it.
        let work = (code.references(from: "LoginViewController", to: "AppDelegate")
            + code.mentions(of: "rootController", in: "LoginViewController")
            + code.mentions(of: "rootViewController", in: "LoginViewController"))
            .filter { !$0.goesThrough(["UIViewController+Alert"]) }

        XCTAssertTrue(work.isEmpty, """
            LoginViewController still does the AppDelegate's work (setting the user, swapping the root); \
            the API's handleToken(token:) should post userLoggedInNotification instead:
            \(work.lines)
            """)
    }
}
