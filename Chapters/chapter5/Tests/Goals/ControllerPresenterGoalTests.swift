import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizTesting
import XCTest
#if BEFORE
@testable import Chapter5Before
#else
@testable import Chapter5After
#endif

/// The new design: a screen shows its alerts from itself, through the presenter it was given, so a test hands it a fake and reads what it asked for.
final class ControllerPresenterGoalTests: MyBizTestCase {
    private var presenter: FakeControllerPresenter!

    override func setUp() {
        super.setUp()
        presenter = FakeControllerPresenter()
    }

    override func tearDown() {
        presenter = nil
        super.tearDown()
    }

    private func makeSUT() -> LoginViewController {
        launchMyBiz()
        let sut = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "login") as! LoginViewController
        sut.presenter = presenter
        sut.loadViewIfNeeded()
        return sut
    }

    // MARK: - With the fake presenter: no window, no transition

    func test_signIn_withInvalidEmail_presentsTheInvalidInputAlertFromTheLoginScreen() {
        let sut = makeSUT()
        sut.emailField.text = "agent.shield.org"

        sut.signIn(nil)

        XCTAssertEqual(presenter.presentDefaultCalls.count, 1, "the login screen did not ask its presenter to present the alert")
        let alert = presenter.presentDefaultCalls.first?.presented as? ErrorViewController
        XCTAssertEqual(alert?.alertTitle, "Invalid Username or Password")
        XCTAssertEqual(alert?.subtitle, "Check the username or password")
        XCTAssertNil(alert?.secondaryAction, "the invalid-input alert should have no second action")
        XCTAssertTrue(presenter.presentDefaultCalls.first?.from === sut, "the alert was not presented from the login screen")
    }

    func test_loginFailed_presentsLoginFailedWithTryAgainFromTheLoginScreen() {
        let sut = makeSUT()

        sut.loginFailed(error: APIError(error: true, reason: "Unauthorized"))

        XCTAssertEqual(presenter.presentDefaultCalls.count, 1, "the login screen did not ask its presenter to present the alert")
        let alert = presenter.presentDefaultCalls.first?.presented as? ErrorViewController
        XCTAssertEqual(alert?.alertTitle, "Login Failed")
        XCTAssertEqual(alert?.subtitle, "Unauthorized")
        XCTAssertEqual(alert?.secondaryAction?.title, "Try Again")
        XCTAssertTrue(presenter.presentDefaultCalls.first?.from === sut, "the alert was not presented from the login screen")
    }

    func test_signIn_withInvalidPassword_presentsOnlyThroughItsPresenter() {
        let sut = makeSUT()
        sut.passwordField.text = "hailhydra"

        sut.signIn(nil)
        waitForMainQueueToSettle()

        XCTAssertNil(sut.presentedViewController, "the login screen presented around its presenter")
        XCTAssertNil(UIApplication.shared.keyWindow?.rootViewController?.presentedViewController, "the alert went to the window's root around the presenter")
    }

    func test_showAlert_presentsFromTheScreenThatShowsIt() {
        launchMyBiz()
        let sut = UIViewController()

        sut.showAlert(title: "Oops", subtitle: "Something broke", presenter: presenter)

        XCTAssertEqual(presenter.presentDefaultCalls.count, 1, "showAlert did not ask the presenter it was given")
        XCTAssertTrue(presenter.presentDefaultCalls.first?.from === sut, "showAlert did not present from the screen it was called on")
        let alert = presenter.presentDefaultCalls.first?.presented as? ErrorViewController
        XCTAssertEqual(alert?.alertTitle, "Oops")
        XCTAssertEqual(alert?.modalPresentationStyle, .overFullScreen, "showAlert must style the alert itself: whatever the live presenter adds, a fake presenter does not")
    }

    func test_loginScreenFromTheStoryboard_presentsThroughUIKit() {
        launchMyBiz()

        let sut = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "login") as! LoginViewController

        XCTAssertTrue(sut.presenter is UIKitControllerPresenter, "a login screen from the storyboard should start with UIKit's presenter")
    }

    // MARK: - With UIKit's presenter

    func test_signIn_withInvalidInput_whenLoginIsPresentedModally_showsTheAlertOverLogin() {
        launchMyBiz()
        let root = UIApplication.appDelegate.rootController
        let sut = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "login") as! LoginViewController
        sut.api = UIApplication.appDelegate.api
        root?.present(sut, animated: false)
        waitForPresented(LoginViewController.self)
        sut.passwordField.text = "hailhydra"

        sut.signIn(nil)
        waitUntil("the alert is shown, or UIKit refuses to show it") {
            sut.presentedViewController is ErrorViewController || !UIKitDiagnostics.warnings.isEmpty
        }

        XCTAssertEqual(UIKitDiagnostics.warnings, [], "UIKit refused to present the alert")
        let alert = sut.presentedViewController as? ErrorViewController
        XCTAssertTrue(alert?.presentingViewController === sut, "the alert is not over the login screen that showed it")
        XCTAssertEqual(alert?.alertTitle, "Invalid Username or Password")
    }
}
