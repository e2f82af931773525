import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizTesting
import XCTest

/// Pins the settings tab as a user and the server see it: who is logged in, as the server says with the login's token, and a Logout row that ends the session on the app alone and shows a fresh login screen.
final class SettingsCharacterizationTests: MyBizTestCase {
    private func signInAndOpenSettings() throws {
        launchMyBiz()
        try screen().tap("Sign In")
        waitForTabScreen()
        waitUntil("announcements are listed") { (try? self.screen().shows("A thing happened")) == true }
        try screen().selectTab("Settings")
        waitUntil("the user is shown") { (try? self.screen().shows("Logged in as: agent@shield.org")) == true }
    }

    func test_settings_showsWhoIsLoggedIn_aboveALogoutRow() throws {
        try signInAndOpenSettings()

        XCTAssertEqual(try screen().visibleTexts, ["Logged in as: agent@shield.org", "Logout"])
        XCTAssertEqual(try screen().visibleViews(of: UITableViewCell.self).map(\.textLabel?.text), ["Logout"], "the settings' rows")
    }

    func test_settings_asksTheServerWhoIsLoggedIn_withTheLoginsToken() throws {
        try signInAndOpenSettings()

        let requests = backend.requests(to: .userInfo)

        XCTAssertEqual(requests.map(\.method), ["GET"], "the user requests")
        guard case .bearer(let token)? = requests.first?.authorization else {
            return XCTFail("the user request should carry the login's token as Bearer authorization, not \(String(describing: requests.first?.authorization))")
        }
        XCTAssertFalse(token.isEmpty, "the user request's Bearer token")
    }

    func test_logout_showsAFreshLoginScreen_andTellsTheServerNothing() throws {
        try signInAndOpenSettings()
        let requestsBefore = backend.requests.count

        try screen().tapRow("Logout")
        waitUntil("the login screen is back") { (try? self.screen().button("Sign In")) != nil }
        waitForMainQueueToSettle()

        XCTAssertNil(try screen().tabTitles, "after logout no tab screen should be showing")
        XCTAssertEqual(try screen().textField("Email").text, "agent@shield.org", "the fresh login screen's email")
        XCTAssertEqual(try screen().textField("Password").text, "hailHydra", "the fresh login screen's password")
        XCTAssertEqual(backend.requests.count, requestsBefore, "logging out ends the session on the app alone: no request")
    }

    func test_logout_thenSignIn_asksTheServerWhoIsLoggedIn_withTheNewLoginsToken() throws {
        try signInAndOpenSettings()
        try screen().tapRow("Logout")
        waitUntil("the login screen is back") { (try? self.screen().button("Sign In")) != nil }

        try screen().tap("Sign In")
        waitForTabScreen()
        waitUntil("announcements are listed") { (try? self.screen().shows("A thing happened")) == true }
        try screen().selectTab("Settings")
        waitUntil("the user is shown") { (try? self.screen().shows("Logged in as: agent@shield.org")) == true }

        let tokens = backend.requests(to: .userInfo).map(\.authorization)
        XCTAssertEqual(tokens.count, 2, "one user request a session")
        XCTAssertNotEqual(tokens.first, tokens.last, "the second session's request carries the second login's token")
    }
}
