import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizTesting
import XCTest
// One suite for every stage of every chapter: the target says which stage it tests.
#if CHAPTER1 && BEFORE
@testable import Chapter1Before
#elseif CHAPTER1
@testable import Chapter1After
#elseif CHAPTER2 && BEFORE
@testable import Chapter2Before
#elseif CHAPTER2
@testable import Chapter2After
#elseif CHAPTER3 && BEFORE
@testable import Chapter3Before
#elseif CHAPTER3
@testable import Chapter3After
#elseif CHAPTER4 && BEFORE
@testable import Chapter4Before
#elseif CHAPTER4
@testable import Chapter4After
#endif

/// Pins that every login screen the app shows can log in: the first one, and the fresh one after a logout.
final class RelogCharacterizationTests: MyBizTestCase {
    private func logInAndOut() throws {
        try screen().tap("Sign In")
        waitForRoot(UITabBarController.self)
        try screen().selectTab("Settings")
        waitUntil("the user is shown") { (try? self.screen().shows("Logged in as: agent@shield.org")) == true }
        try screen().tapRow("Logout")
        waitUntil("the login screen is back") { (try? self.screen().button("Sign In")) != nil }
    }

    func test_signIn_afterLogout_showsTabScreenAgain() throws {
        launchMyBiz()
        try logInAndOut()

        try screen().tap("Sign In")

        waitForRoot(UITabBarController.self)
        XCTAssertEqual(loginRequests.count, 2)
    }

    func test_signIn_afterLogout_sendsTheCredentialsOnTheFreshScreen() throws {
        launchMyBiz()
        try logInAndOut()

        try screen().type("Wrong1", into: "Password")
        try screen().tap("Sign In")
        waitForPresented(UIViewController.self)

        XCTAssertEqual(loginRequests.last?.authorization, .basic(username: "agent@shield.org", password: "Wrong1"))
        XCTAssertEqual(try screen().visibleTexts, ["Login Failed", "Unauthorized"])
    }
}
