import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizTesting
import XCTest

/// Pins the "Try Again" flow from the user's side: it retries what is on the login screen, and only login errors offer it.
final class TryAgainCharacterizationTests: MyBizTestCase {
    func test_tryAgain_whenServerHasRecovered_logsIn() throws {
        backend.inject(.status(503), on: .login)
        launchMyBiz()
        try screen().tap("Sign In")
        waitForPresented(UIViewController.self)
        backend.reset()

        try screen().tap("Try Again")

        waitForTabScreen()
        XCTAssertEqual(loginRequests.count, 1, "login requests the server received")
        XCTAssertEqual(loginRequests.first?.authorization, seedUserBasicAuthorization, "the login request's Authorization: Basic with the filled-in email and password")
    }

    func test_tryAgain_dismissesTheErrorBeforeRetrying() throws {
        backend.inject(.status(503), on: .login)
        launchMyBiz()
        try screen().tap("Sign In")
        let firstError = waitForPresented(UIViewController.self)

        try screen().tap("Try Again")
        waitUntil("a second login request arrived") { self.loginRequests.count == 2 }
        let secondError = waitForPresented(UIViewController.self)

        XCTAssertNotNil(secondError, "Try Again against a server that still refuses should show the error screen again")
        XCTAssertFalse(firstError === secondError, "Try Again should dismiss the first error screen and show a new one, not leave the first on screen")
        XCTAssertEqual(try screen().presentedChain.count, 1, "screens presented over the login screen: only the new error screen")
    }

    func test_invalidInputAlert_offersOnlyOK() throws {
        launchMyBiz()
        try screen().type("nobody", into: "Email")

        try screen().tap("Sign In")
        waitForPresented(UIViewController.self)

        XCTAssertEqual(try screen().visibleViews(of: UIButton.self).map(\.currentTitle), ["OK"])
    }

    func test_loginFailedAlert_offersOKAndTryAgain() throws {
        backend.inject(.droppedConnection, on: .login)
        launchMyBiz()

        try screen().tap("Sign In")
        waitForPresented(UIViewController.self)

        XCTAssertEqual(try screen().visibleViews(of: UIButton.self).map(\.currentTitle), ["OK", "Try Again"])
    }
}
