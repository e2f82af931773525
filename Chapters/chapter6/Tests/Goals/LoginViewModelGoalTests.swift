import MyBizTesting
import XCTest
#if BEFORE
@testable import Chapter6Before
#else
@testable import Chapter6After
#endif

/// The new design: the view model decides what signing in does and tells its router; a test reads what it asked for, with no screen and no window.
final class LoginViewModelGoalTests: MyBizTestCase {
    private var api: APISpy!
    private var router: FakeRouter!
    private var sut: LoginViewModel!

    private let invalidInputAlert = RoutingAction.alertWithAction(
        title: "Invalid Username or Password", message: "Check the username or password", alertStyle: nil, actions: [])

    override func setUp() {
        super.setUp()
        // No screen and no window, but Analytics still reads the app's
        // configuration when it is first used: a coupling left for chapter 8.
        AppDelegate.configuration = Configuration.load()
        api = APISpy()
        router = FakeRouter()
        sut = LoginViewModel(api: api, router: router)
    }

    override func tearDown() {
        sut = nil
        router = nil
        api = nil
        super.tearDown()
    }

    func test_login_givenAnInvalidEmail_userSeesTheInvalidInputAlert() {
        sut.login(email: "agent.shield.org", password: "hailHydra")

        XCTAssertEqual(router.actions, [invalidInputAlert], "the view model did not ask its router for the invalid-input alert")
    }

    func test_login_givenAPasswordWithoutUppercase_userSeesTheInvalidInputAlertAndNothingIsSent() {
        sut.login(email: "agent@shield.org", password: "hailhydra")

        XCTAssertEqual(router.actions, [invalidInputAlert], "the view model did not ask its router for the invalid-input alert")
        XCTAssertEqual(api.loginCalls, [], "invalid input reached the API")
    }

    func test_login_givenValidCredentials_asksTheAPIToLogInWithThemAndShowsNoAlert() {
        sut.login(email: "agent@shield.org", password: "hailHydra")

        XCTAssertEqual(api.loginCalls, [APISpy.LoginCall(username: "agent@shield.org", password: "hailHydra")], "the view model did not ask its API to log in with the credentials")
        XCTAssertEqual(router.actions, [], "a login on its way shows no alert")
    }

    func test_login_whenTheServerRefuses_userSeesLoginFailedWithTryAgain() {
        sut.login(email: "agent@shield.org", password: "wrongPassword1")

        api.refuseLogin(reason: "Unauthorized")

        XCTAssertEqual(router.actions, [
            .alertWithAction(title: "Login Failed", message: "Unauthorized", alertStyle: .loginAlert, actions: ["Try Again"]),
        ], "the view model did not route Login Failed with Try Again when its API reported the failure (is it the API's delegate?)")
    }

    func test_tryAgain_afterTheServerRefused_logsInAgainWithTheSameCredentials() {
        sut.login(email: "agent@shield.org", password: "wrongPassword1")
        api.refuseLogin(reason: "Unauthorized")

        let tapped = router.tap("Try Again")

        XCTAssertTrue(tapped, "the Login Failed alert offered no Try Again")
        XCTAssertEqual(api.loginCalls, [
            APISpy.LoginCall(username: "agent@shield.org", password: "wrongPassword1"),
            APISpy.LoginCall(username: "agent@shield.org", password: "wrongPassword1"),
        ], "Try Again did not send the failed login again")
    }
}
