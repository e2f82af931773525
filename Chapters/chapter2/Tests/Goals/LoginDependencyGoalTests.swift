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
        let code = try sources.code()

        // The map's query (chapter2.edge, LoginViewController.api -> AppDelegate): the computed api, or the AppDelegate's api read anywhere.
        let fetches = code.references(along: try sources.chapterEdge())

        XCTAssertTrue(fetches.isEmpty, """
            LoginViewController still fetches an API from the AppDelegate (a fallback counts too); \
            it should use only the api it is given:
            \(fetches.lines)
            """)
    }
}
