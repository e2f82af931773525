import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizTesting
import XCTest
#if BEFORE
@testable import Chapter4Before
#else
@testable import Chapter4After
#endif

/// The new design: the error screen runs whatever secondary action it is given, and knows nothing of who presented it.
final class SecondaryActionGoalTests: MyBizTestCase {
    private func makeSUT(action: ErrorViewController.SecondaryAction?) -> ErrorViewController {
        launchMyBiz()
        let sut = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "error") as! ErrorViewController
        sut.secondaryAction = action
        return sut
    }

    func test_viewDidLoad_withSecondaryAction_titlesTheButtonWithTheActionsTitle() {
        let sut = makeSUT(action: ErrorViewController.SecondaryAction(title: "Call Support") {})

        sut.loadViewIfNeeded()

        XCTAssertEqual(sut.secondaryButton.currentTitle, "Call Support")
        XCTAssertNotNil(sut.secondaryButton.superview, "with a secondary action the second button should stay on the error screen")
    }

    func test_viewDidLoad_withoutSecondaryAction_removesTheButton() {
        let sut = makeSUT(action: nil)

        sut.loadViewIfNeeded()

        XCTAssertNil(sut.secondaryButton.superview, "without a secondary action the second button should be removed from the error screen")
    }

    func test_tapSecondaryButton_dismissesThenRunsTheAction() throws {
        var runs = 0
        let sut = makeSUT(action: ErrorViewController.SecondaryAction(title: "Call Support") { runs += 1 })
        UIApplication.appDelegate.rootController?.present(sut, animated: false)
        waitForPresented(ErrorViewController.self)

        try screen().tap("Call Support")
        waitUntil("the action ran") { runs == 1 }

        XCTAssertNil(sut.presentingViewController, "the error screen should be dismissed before the action runs")
        // A tripwire: it was presented from the login screen, which it must not sign in again on its own, however it finds it.
        XCTAssertEqual(loginRequests.count, 0, "login requests after the error screen's action: it should run only the action it was given, not try the login screen's sign-in")
    }

    func test_showAlert_withAction_presentsErrorScreenWithThatAction() {
        launchMyBiz()
        let root = UIApplication.appDelegate.rootController

        root?.showAlert(title: "Oops", subtitle: "Something broke", action: ErrorViewController.SecondaryAction(title: "Retry") {})
        let presented = waitForPresented(ErrorViewController.self)

        XCTAssertEqual(presented?.secondaryAction?.title, "Retry")
        XCTAssertEqual(presented?.secondaryButton.currentTitle, "Retry")
    }

    func test_loginFailed_offersTryAgainThatSignsInAgain() throws {
        launchMyBiz()
        let login = UIApplication.appDelegate.rootController as? LoginViewController

        login?.loginFailed(error: URLError(.notConnectedToInternet))
        let presented = waitForPresented(ErrorViewController.self)

        XCTAssertEqual(presented?.secondaryAction?.title, "Try Again")
        presented?.secondaryAction?.action()
        waitUntil("a login request arrived") { !self.loginRequests.isEmpty }
        waitForRoot(UITabBarController.self)
    }
}
