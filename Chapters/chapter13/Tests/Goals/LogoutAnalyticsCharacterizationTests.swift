import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizTesting
import XCTest

/// Every logout counted, as the business sees it in the app's analytics: one "logout" event each time the user logs out from Settings, and none otherwise.
///
/// They are this chapter's goals rather than its characterization: the
/// Before counts no logout, so they cannot pass there. On the After they
/// characterize it: `./Scripts/grade --stage chapter13/after` runs them
/// beside the shared suites, against the mutants of the behaviour this
/// chapter's steps add.
final class LogoutAnalyticsCharacterizationTests: MyBizTestCase {
    private func signIn() throws {
        try screen().tap("Sign In")
        waitForTabScreen()
        waitUntil("announcements are listed") { (try? self.screen().shows("A thing happened")) == true }
    }

    private func openSettings() throws {
        try screen().selectTab("Settings")
        waitUntil("the user is shown") { (try? self.screen().shows("Logged in as: agent@shield.org")) == true }
    }

    private func logOut() throws {
        try screen().tapRow("Logout")
        waitUntil("the login screen is back") { (try? self.screen().button("Sign In")) != nil }
    }

    func test_logout_countsOneLogout() throws {
        let app = launchMyBiz()
        try signIn()
        try openSettings()
        let earlierEvents = app.analyticsEvents.count

        try logOut()

        XCTAssertEqual(Array(app.analyticsEvents.dropFirst(earlierEvents)), ["logout"], "the analytics events a logout counts")
    }

    func test_aSession_isCountedFromItsLoginToItsLogout() throws {
        let app = launchMyBiz()
        let earlierEvents = app.analyticsEvents.count

        try signIn()
        try openSettings()
        try logOut()

        XCTAssertEqual(Array(app.analyticsEvents.dropFirst(earlierEvents)), ["login", "logout"])
    }

    func test_eachLogout_isCounted() throws {
        let app = launchMyBiz()
        let earlierEvents = app.analyticsEvents.count

        for _ in 1...2 {
            try signIn()
            try openSettings()
            try logOut()
        }

        XCTAssertEqual(Array(app.analyticsEvents.dropFirst(earlierEvents)), ["login", "logout", "login", "logout"])
    }

    func test_openingSettingsAndLeavingIt_countsNoLogout() throws {
        let app = launchMyBiz()
        try signIn()
        let earlierEvents = app.analyticsEvents.count

        try openSettings()
        try screen().selectTab("Announcements")
        waitForMainQueueToSettle()

        XCTAssertEqual(Array(app.analyticsEvents.dropFirst(earlierEvents)), [], "Settings seen, nobody logged out")
    }
}
