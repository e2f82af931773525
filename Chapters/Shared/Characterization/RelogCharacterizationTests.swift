import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizTesting
import XCTest

/// Pins that every login screen the app shows can log in: the first one, and the fresh one after a logout.
final class RelogCharacterizationTests: MyBizTestCase {
    private func logInAndOut() throws {
        try screen().tap("Sign In")
        waitForTabScreen()
        try screen().selectTab("Settings")
        waitUntil("the user is shown") { (try? self.screen().shows("Logged in as: agent@shield.org")) == true }
        try screen().tapRow("Logout")
        waitUntil("the login screen is back") { (try? self.screen().button("Sign In")) != nil }
    }

    func test_signIn_afterLogout_showsTabScreenAgain() throws {
        launchMyBiz()
        try logInAndOut()

        try screen().tap("Sign In")

        waitForTabScreen()
        XCTAssertEqual(loginRequests.count, 2, "login requests: one before logout, one after")
    }

    func test_signIn_afterLogout_sendsTheCredentialsOnTheFreshScreen() throws {
        launchMyBiz()
        try logInAndOut()

        try screen().type("Wrong1", into: "Password")
        try screen().tap("Sign In")
        waitForPresented(UIViewController.self)

        XCTAssertEqual(loginRequests.last?.authorization, .basic(username: "agent@shield.org", password: "Wrong1"), "the login request after logout should carry what was typed on the fresh login screen")
        XCTAssertEqual(try screen().visibleTexts, ["Login Failed", "Unauthorized"])
    }
}
