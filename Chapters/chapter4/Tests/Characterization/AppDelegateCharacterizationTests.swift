import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizTesting
import XCTest
#if BEFORE
@testable import Chapter4Before
#else
@testable import Chapter4After
#endif

/// Pins what the AppDelegate sets up at launch: an API that talks to the configured server.
final class AppDelegateCharacterizationTests: MyBizTestCase {
    func test_launch_createsAPIForTheConfiguredServer() {
        let appDelegate = launchMyBiz()

        XCTAssertEqual(appDelegate.api.server, "http://localhost:8080/")
        XCTAssertEqual(AppDelegate.configuration.server, "http://localhost:8080/")
    }

    func test_launch_startsLoggedOut() {
        let appDelegate = launchMyBiz()

        XCTAssertNil(appDelegate.userId)
    }

    func test_signIn_sendsLoginToTheConfiguredServersLoginPath() throws {
        launchMyBiz()

        try screen().tap("Sign In")
        waitForRoot(UITabBarController.self)

        XCTAssertEqual(loginRequests.map(\.path), ["api/users/login"])
    }
}
