import HeadlessUIKit
import XCTest
#if BEFORE
@testable import Chapter8Before
#else
@testable import Chapter8After
#endif

/// The view model logs each login it sends through the logging manager it is handed, and needs no app configuration to do it.
final class LoginViewModelLoggingGoalTests: XCTestCase {
    private var api: APISpy!
    private var logger: LogManagerSpy!
    private var sut: LoginViewModel!

    override func setUp() {
        super.setUp()
        api = APISpy()
        logger = LogManagerSpy()
        sut = LoginViewModel(api: api, router: Router(viewController: UIViewController(), presenter: FakeControllerPresenter()), logger: logger)
    }

    override func tearDown() {
        sut = nil
        logger = nil
        api = nil
        super.tearDown()
    }

    func test_login_givenValidCredentials_logsTheLoginOnce() {
        sut.login(email: "agent@shield.org", password: "hailHydra")

        XCTAssertEqual(logger.events, ["login"], "a login sent was not logged, once, through the logging manager handed in")
    }

    func test_login_givenInvalidInput_logsNothing() {
        sut.login(email: "agent.shield.org", password: "hailHydra")

        XCTAssertEqual(logger.events, [], "input the view model refused was logged as a login")
    }
}
