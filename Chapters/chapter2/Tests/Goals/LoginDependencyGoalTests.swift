import MyBizTesting
import XCTest

/// The new design's dependency map: the login screen is given its API; it does not fetch it from the AppDelegate.
final class LoginDependencyGoalTests: XCTestCase {
    #if BEFORE
    private let sources = StageSources(stage: "Before")
    #else
    private let sources = StageSources(stage: "After")
    #endif

    func test_loginViewController_doesNotFetchItsAPIFromTheAppDelegate() throws {
        let login = try sources.source(of: "Login/LoginViewController.swift")

        XCTAssertFalse(login.reachesAppDelegate(member: "api"), "LoginViewController.swift still fetches the app delegate's api (in some spelling)")
    }
}
