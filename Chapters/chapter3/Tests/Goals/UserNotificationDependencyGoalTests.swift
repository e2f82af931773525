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
        let api = try sources.source(of: "API/API.swift")

        XCTAssertFalse(api.reachesAppDelegate, "API.swift still reaches the app delegate")
        XCTAssertFalse(api.mentions("UIApplication"), "API.swift still reaches UIApplication")
    }

    func test_loginViewController_doesNotSwapTheRootOrSetTheUser() throws {
        let login = try sources.source(of: "Login/LoginViewController.swift")

        XCTAssertFalse(login.mentions("rootController"), "LoginViewController.swift still sets the AppDelegate's rootController")
        XCTAssertFalse(login.reachesAppDelegate(member: "userId"), "LoginViewController.swift still sets the AppDelegate's userId")
    }
}
