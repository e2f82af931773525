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
