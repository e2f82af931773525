import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizTesting
import XCTest

/// Pins that logging in and out moves between exactly one login screen and one tab screen, however often the app was launched.
final class LaunchIsolationCharacterizationTests: MyBizTestCase {
    func test_signIn_afterSeveralLaunches_showsTabsOnceAndLoadsAnnouncementsOnce() throws {
        launchMyBiz()
        launchMyBiz()
        let app = launchMyBiz()

        try screen().tap("Sign In")
        waitForTabScreen()
        waitUntil("announcements are listed") { (try? self.screen().shows("A thing happened")) == true }
        waitForMainQueueToSettle()

        XCTAssertEqual(backend.requests(to: .announcements).count, 1, "announcements requests after one login: more means an app from an earlier launch still reacts to it")
        XCTAssertEqual(app.userId, MyBizBackend.seedUser.id.uuidString, "the app's user id after login: the server's id of the user")
    }

    func test_signIn_afterLogoutAndSeveralLaunches_logsInOnceMore() throws {
        launchMyBiz()
        let app = launchMyBiz()
        try screen().tap("Sign In")
        waitForTabScreen()
        try screen().selectTab("Settings")
        waitUntil("the user is shown") { (try? self.screen().shows("Logged in as: agent@shield.org")) == true }
        try screen().tapRow("Logout")
        waitUntil("the login screen is back") { (try? self.screen().button("Sign In")) != nil }

        try screen().tap("Sign In")
        waitForTabScreen()
        waitUntil("the new tab screen asked for announcements") { self.backend.requests(to: .announcements).count >= 2 }
        waitUntil("announcements are listed") { (try? self.screen().shows("A thing happened")) == true }
        waitForMainQueueToSettle()

        XCTAssertEqual(loginRequests.count, 2, "login requests: one for each Sign In")
        XCTAssertEqual(backend.requests(to: .announcements).count, 2, "announcements requests: one for each login; more means an app from an earlier launch still reacts to it")
        XCTAssertEqual(app.userId, MyBizBackend.seedUser.id.uuidString, "the app's user id after login: the server's id of the user")
    }
}
