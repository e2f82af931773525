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

/// Pins that logging in and out moves between exactly one login screen and one tab screen, however often the app was launched.
final class LaunchIsolationCharacterizationTests: MyBizTestCase {
    func test_signIn_afterSeveralLaunches_showsTabsOnceAndLoadsAnnouncementsOnce() throws {
        launchMyBiz()
        launchMyBiz()
        let appDelegate = launchMyBiz()

        try screen().tap("Sign In")
        waitForRoot(UITabBarController.self)
        waitUntil("announcements are listed") { (try? self.screen().shows("A thing happened")) == true }
        waitForMainQueueToSettle()

        XCTAssertEqual(backend.requests(to: .announcements).count, 1)
        XCTAssertEqual(appDelegate.userId, MyBizBackend.seedUser.id.uuidString)
    }

    func test_signIn_afterLogoutAndSeveralLaunches_logsInOnceMore() throws {
        launchMyBiz()
        let appDelegate = launchMyBiz()
        try screen().tap("Sign In")
        waitForRoot(UITabBarController.self)
        try screen().selectTab("Settings")
        waitUntil("the user is shown") { (try? self.screen().shows("Logged in as: agent@shield.org")) == true }
        try screen().tapRow("Logout")
        waitUntil("the login screen is back") { (try? self.screen().button("Sign In")) != nil }

        try screen().tap("Sign In")
        waitForRoot(UITabBarController.self)
        waitUntil("the new tab screen asked for announcements") { self.backend.requests(to: .announcements).count >= 2 }
        waitUntil("announcements are listed") { (try? self.screen().shows("A thing happened")) == true }
        waitForMainQueueToSettle()

        XCTAssertEqual(loginRequests.count, 2)
        XCTAssertEqual(backend.requests(to: .announcements).count, 2)
        XCTAssertEqual(appDelegate.userId, MyBizBackend.seedUser.id.uuidString)
    }
}
