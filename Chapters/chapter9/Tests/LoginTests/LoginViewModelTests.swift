@testable import Login
import XCTest

/// Login on its own: the view model against a `MockLoginAPI`, with no app, no server and no window — nothing of MyBiz is linked into these tests.
final class LoginViewModelTests: XCTestCase {
    private var api: MockLoginAPI!
    private var router: FakeRouter!
    private var logger: LoggingManagerSpy!
    private var loggedIn: [String] = []
    private var sut: LoginViewModel!

    private let invalidInputAlert = RoutingAction.alertWithAction(
        title: "Invalid Username or Password", message: "Check the username or password", alertStyle: nil, actions: [])

    override func setUp() {
        super.setUp()
        api = MockLoginAPI()
        router = FakeRouter()
        logger = LoggingManagerSpy()
        loggedIn = []
        sut = LoginViewModel(api: api, router: router, logger: logger, onLogin: { [unowned self] userId in loggedIn.append(userId) })
    }

    override func tearDown() {
        sut = nil
        logger = nil
        router = nil
        api = nil
        super.tearDown()
    }

    func test_login_givenAnInvalidEmail_userSeesTheInvalidInputAlertAndNothingIsSent() {
        sut.login(email: "agent.shield.org", password: "hailHydra")

        XCTAssertEqual(router.actions, [invalidInputAlert])
        XCTAssertEqual(api.loginCalls, [], "invalid input reached the API")
    }

    func test_login_givenAPasswordWithoutUppercase_userSeesTheInvalidInputAlertAndNothingIsSent() {
        sut.login(email: "agent@shield.org", password: "hailhydra")

        XCTAssertEqual(router.actions, [invalidInputAlert])
        XCTAssertEqual(api.loginCalls, [], "invalid input reached the API")
    }

    func test_login_givenValidCredentials_asksTheAPIToLogInWithThemAndLogsTheEvent() {
        sut.login(email: "agent@shield.org", password: "hailHydra")

        XCTAssertEqual(api.loginCalls, [MockLoginAPI.LoginCall(username: "agent@shield.org", password: "hailHydra")])
        XCTAssertEqual(logger.events, ["login"], "what the view model logged for the app's analytics")
        XCTAssertEqual(router.actions, [], "a login on its way shows no alert")
    }

    func test_login_whenTheAPIAccepts_tellsTheAppWhoLoggedInAndShowsNoAlert() {
        sut.login(email: "agent@shield.org", password: "hailHydra")

        api.acceptLogin(userId: "C0FFEE00-0000-0000-0000-000000000001")

        XCTAssertEqual(loggedIn, ["C0FFEE00-0000-0000-0000-000000000001"], "the user ids the view model handed to onLogin")
        XCTAssertEqual(router.actions, [])
    }

    func test_login_whenTheAPIRefuses_userSeesLoginFailedWithTryAgain() {
        sut.login(email: "agent@shield.org", password: "wrongPassword1")

        api.refuseLogin(reason: "Unauthorized")

        XCTAssertEqual(router.actions, [
            .alertWithAction(title: "Login Failed", message: "Unauthorized", alertStyle: .loginAlert, actions: ["Try Again"]),
        ])
        XCTAssertEqual(loggedIn, [], "a refused login logged someone in")
    }

    func test_tryAgain_afterTheAPIRefused_logsInAgainWithTheSameCredentials() {
        sut.login(email: "agent@shield.org", password: "wrongPassword1")
        api.refuseLogin(reason: "Unauthorized")

        let tapped = router.tap("Try Again")

        XCTAssertTrue(tapped, "the Login Failed alert offered no Try Again")
        XCTAssertEqual(api.loginCalls, [
            MockLoginAPI.LoginCall(username: "agent@shield.org", password: "wrongPassword1"),
            MockLoginAPI.LoginCall(username: "agent@shield.org", password: "wrongPassword1"),
        ])
    }
}
