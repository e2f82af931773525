import HeadlessUIKit
import XCTest
#if BEFORE
@testable import Chapter8Before
#else
@testable import Chapter8After
#endif

/// The new design: Try Again dismisses the alert, and only in the dismissal's completion logs the attempt and signs in again; a factory hands in an alert whose `dismiss` is overridden, a spy reads the log, and nothing needs a window.
final class TryAgainGoalTests: XCTestCase {
    private var api: APISpy!
    private var logger: LogManagerSpy!
    private var alert: ErrorViewControllerDismissSpy!
    private var factory: ErrorViewControllerFactoryStub!
    private var presenter: FakeControllerPresenter!
    private var screen: UIViewController!

    override func setUp() {
        super.setUp()
        api = APISpy()
        logger = LogManagerSpy()
        alert = ErrorViewControllerDismissSpy(logger: LogManagerSpy())
        factory = ErrorViewControllerFactoryStub(alert: alert)
        presenter = FakeControllerPresenter()
        screen = UIViewController()
    }

    override func tearDown() {
        screen = nil
        presenter = nil
        factory = nil
        alert = nil
        logger = nil
        api = nil
        super.tearDown()
    }

    /// The login screen's view model, routing through the app's own router, with the test's factory, presenter and logger.
    private func makeSUT() -> LoginViewModel {
        let router = Router(viewController: screen, presenter: presenter, errorViewControllerFactory: factory)
        return LoginViewModel(api: api, router: router, logger: logger)
    }

    /// Logs in with a password the server refuses, so that the failed-login alert is up.
    private func failLogin(_ sut: LoginViewModel) {
        sut.login(email: "agent@shield.org", password: "wrongPassword1")
        api.refuseLogin(reason: "Unauthorized")
    }

    func test_loginFailed_showsTheFactorysAlertWithTryAgain() {
        let sut = makeSUT()

        failLogin(sut)

        XCTAssertEqual(factory.makeCalls, 1, "the failed login did not ask the factory for the alert, once")
        XCTAssertTrue(presenter.presentDefaultCalls.first?.presented === alert, "the alert the factory made was not presented")
        XCTAssertTrue(presenter.presentDefaultCalls.first?.from === screen, "the alert was not presented from the login screen")
        XCTAssertEqual(alert.alertTitle, "Login Failed")
        XCTAssertEqual(alert.subtitle, "Unauthorized")
        XCTAssertEqual(alert.secondaryAction?.title, "Try Again")
    }

    func test_tryAgain_dismissesOnceLogsOnceThenSignsInAgain_inTheCompletion() {
        let sut = makeSUT()
        failLogin(sut)
        let completed = expectation(description: "the alert's dismissal completed")
        alert.onDismissCompleted = { completed.fulfill() }

        alert.secondaryAction(nil)

        XCTAssertEqual(api.loginCalls.count, 1, "Try Again signed in again before the alert was dismissed")
        XCTAssertEqual(logger.events, ["login"], "Try Again logged its attempt before the alert was dismissed")
        wait(for: [completed], timeout: 1)
        XCTAssertEqual(alert.dismissCalls, [true], "Try Again did not dismiss the alert once, animated")
        XCTAssertEqual(logger.events, ["login", "login"], "Try Again did not log one more login attempt in the dismissal's completion")
        XCTAssertEqual(api.loginCalls, [APISpy.LoginCall(username: "agent@shield.org", password: "wrongPassword1"),
                                        APISpy.LoginCall(username: "agent@shield.org", password: "wrongPassword1")],
                       "Try Again did not sign in again, once, with what failed, in the dismissal's completion")
    }

    func test_tryAgain_whenTheServerRefusesAgain_showsAFreshAlertFromTheFactory() {
        let sut = makeSUT()
        failLogin(sut)
        let completed = expectation(description: "the alert's dismissal completed")
        alert.onDismissCompleted = { completed.fulfill() }
        alert.secondaryAction(nil)
        wait(for: [completed], timeout: 1)

        api.refuseLogin(reason: "Unauthorized")

        XCTAssertEqual(factory.makeCalls, 2, "the second failure did not ask the factory for an alert of its own")
        XCTAssertEqual(presenter.presentDefaultCalls.count, 2, "the second failure did not present its alert")
    }
}
