import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizTesting
import XCTest
#if BEFORE
@testable import Chapter2Before
#else
@testable import Chapter2After
#endif

/// The new design: the login screen uses the API it is given, so a test can give it a spy.
final class LoginViewControllerGoalTests: MyBizTestCase {
    private var apiSpy: APISpy!
    /// A tripwire: the app's own API, which the login screen must never use, however it would find it.
    private var appsAPI: APISpy!

    override func setUp() {
        super.setUp()
        apiSpy = APISpy()
        appsAPI = APISpy()
    }

    override func tearDown() {
        apiSpy = nil
        appsAPI = nil
        super.tearDown()
    }

    private func makeSUT() -> LoginViewController {
        launchMyBiz()
        UIApplication.appDelegate.api = appsAPI
        let sut = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "login") as! LoginViewController
        sut.api = apiSpy
        sut.loadViewIfNeeded()
        return sut
    }

    func test_loginScreenFromTheStoryboard_hasNoAPIUntilOneIsGiven() {
        launchMyBiz()

        let sut = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "login") as! LoginViewController
        sut.loadViewIfNeeded()

        XCTAssertNil(sut.api, "a login screen from the storyboard should have no API until one is given (a stored property, not one fetched from the AppDelegate)")
    }

    func test_signIn_withValidInput_callsLoginOnTheInjectedAPI() {
        let sut = makeSUT()

        sut.signIn(nil)

        XCTAssertEqual(apiSpy.loginCalls, [APISpy.LoginCall(username: "agent@shield.org", password: "hailHydra")])
        XCTAssertEqual(appsAPI.loginCalls, [], "logins on the app's own API: the login screen should use only the one it is given")
    }

    func test_signIn_withInvalidEmail_doesNotCallLogin() {
        let sut = makeSUT()
        sut.emailField.text = "agent.shield.org"

        sut.signIn(nil)

        XCTAssertEqual(apiSpy.loginCalls, [], "login calls on the given API: none for invalid input")
        waitForPresented(ErrorViewController.self)
    }

    func test_signIn_withLowercasePassword_doesNotCallLogin() {
        let sut = makeSUT()
        sut.passwordField.text = "hailhydra"

        sut.signIn(nil)

        XCTAssertEqual(apiSpy.loginCalls, [], "login calls on the given API: none for invalid input")
        waitForPresented(ErrorViewController.self)
    }

    func test_sceneDelegate_givesTheInitialLoginScreenTheAppsAPI() {
        launchMyBiz()
        let appDelegate = UIApplication.appDelegate

        let loginController = UIApplication.shared.keyWindow?.rootViewController as? LoginViewController

        XCTAssertTrue(loginController?.api === appDelegate.api, "the login screen's api should be the app delegate's API")
    }

    func test_showLogin_givesTheFreshLoginScreenTheAppsAPI() {
        launchMyBiz()
        let appDelegate = UIApplication.appDelegate

        appDelegate.showLogin()

        let loginController = UIApplication.shared.keyWindow?.rootViewController as? LoginViewController
        XCTAssertTrue(loginController?.api === appDelegate.api, "the login screen's api should be the app delegate's API")
    }
}
