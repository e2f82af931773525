import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizTesting
import XCTest
#if BEFORE
@testable import Chapter6Before
#else
@testable import Chapter6After
#endif

/// The new design: the login screen only binds its fields and its button to a view model, which a test replaces.
final class LoginViewControllerGoalTests: MyBizTestCase {
    private var api: APISpy!
    private var router: FakeRouter!

    override func setUp() {
        super.setUp()
        api = APISpy()
        router = FakeRouter()
    }

    override func tearDown() {
        router = nil
        api = nil
        super.tearDown()
    }

    private func makeSUT() -> LoginViewController {
        launchMyBiz()
        let sut = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "login") as! LoginViewController
        sut.api = APISpy() // the screen's own API, which Sign In must leave to the view model
        sut.viewModel = LoginViewModel(api: api, router: router)
        sut.loadViewIfNeeded()
        return sut
    }

    func test_signIn_givesWhatTheFieldsHoldToItsViewModel() {
        let sut = makeSUT()
        sut.emailField.text = "nick@shield.org"
        sut.passwordField.text = "Fury"

        sut.signIn(nil)

        XCTAssertEqual(api.loginCalls, [APISpy.LoginCall(username: "nick@shield.org", password: "Fury")], "Sign In did not go through the login screen's view model")
    }

    func test_signIn_withInvalidInput_leavesTheAlertToItsViewModel() {
        let sut = makeSUT()
        sut.emailField.text = "agent.shield.org"

        sut.signIn(nil)
        waitForMainQueueToSettle()

        XCTAssertEqual(router.actions, [
            .alertWithAction(title: "Invalid Username or Password", message: "Check the username or password", alertStyle: nil, actions: []),
        ], "the login screen's view model did not route the alert")
        XCTAssertNil(sut.presentedViewController, "the login screen showed an alert itself, around its view model")
    }

    func test_signIn_whenLoginIsPresentedModally_showsTheAlertOverLogin() {
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
        XCTAssertTrue(alert?.presentingViewController === sut, "the login screen's router does not show alerts over the login screen")
        XCTAssertEqual(alert?.alertTitle, "Invalid Username or Password")
    }
}
