import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizTesting
import XCTest

/// Pins what the AppDelegate sets up at launch: an API that talks to the configured server.
final class AppDelegateCharacterizationTests: MyBizTestCase {
    func test_launch_createsAPIForTheConfiguredServer() {
        let app = launchMyBiz()

        XCTAssertEqual(app.apiServer, "http://localhost:8080/")
        XCTAssertEqual(app.configuredServer, "http://localhost:8080/")
    }

    func test_launch_startsLoggedOut() {
        let app = launchMyBiz()

        XCTAssertNil(app.userId, "a freshly launched app has no logged-in user")
    }

    func test_signIn_sendsLoginToTheConfiguredServersLoginPath() throws {
        launchMyBiz()

        try screen().tap("Sign In")
        waitForTabScreen()

        XCTAssertEqual(loginRequests.map(\.path), ["api/users/login"], "the path of each login request the server received")
    }
}
