import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizTesting
import XCTest
#if BEFORE
@testable import Chapter3Before
#else
@testable import Chapter3After
#endif

/// The new design: the API announces logging in and out as notifications, and the AppDelegate is the one that reacts.
final class UserNotificationGoalTests: MyBizTestCase {
    func test_logout_postsUserLoggedOutNotification() {
        let sut = API(server: "http://mockserver")
        let posted = expectation(forNotification: userLoggedOutNotification, object: nil)

        sut.logout()

        wait(for: [posted], timeout: 1)
    }

    func test_handleToken_postsUserLoggedInNotificationWithTheUserId() {
        let sut = API(server: "http://mockserver")
        let userId = UUID(uuidString: "5EED0001-0000-4000-8000-0000000000AA")!
        let posted = expectation(forNotification: userLoggedInNotification, object: sut) { notification in
            notification.userInfo?[UserNotificationKey.userId] as? String == userId.uuidString
        }

        sut.handleToken(token: Token(token: "mock-token", user: Token.User(id: userId, username: "agent@shield.org")))

        wait(for: [posted], timeout: 1)
    }

    func test_appDelegate_onUserLoggedIn_setsUserIdAndShowsTabs() {
        launchMyBiz()
        let sut = UIApplication.appDelegate

        NotificationCenter.default.post(name: userLoggedInNotification, object: nil, userInfo: [UserNotificationKey.userId: "user-42"])

        XCTAssertEqual(sut.userId, "user-42")
        XCTAssertTrue(sut.rootController is UITabBarController, "the root should be the tab screen after login")
    }

    func test_appDelegate_onUserLoggedOut_showsFreshLoginScreenWithTheAppsAPI() {
        launchMyBiz()
        let sut = UIApplication.appDelegate
        let firstLogin = sut.rootController

        NotificationCenter.default.post(name: userLoggedOutNotification, object: nil)

        let login = sut.rootController as? LoginViewController
        XCTAssertNotNil(login, "the root should be a login screen after logout")
        XCTAssertFalse(login === firstLogin, "logout should show a fresh login screen, not the first one again")
        XCTAssertTrue(login?.api === sut.api, "the fresh login screen's api should be the app delegate's API")
    }

    func test_handleLogin_setsUserIdAndShowsTabs() {
        launchMyBiz()
        let sut = UIApplication.appDelegate

        sut.handleLogin(userId: "user-7")

        XCTAssertEqual(sut.userId, "user-7")
        XCTAssertTrue(sut.rootController is UITabBarController, "the root should be the tab screen after login")
    }
}
