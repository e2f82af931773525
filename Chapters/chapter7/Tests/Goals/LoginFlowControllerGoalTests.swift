import HeadlessUIKit
import XCTest
#if BEFORE
@testable import Chapter7Before
#else
@testable import Chapter7After
#endif

/// The new design: the login flow asks its factory for each screen and shows it as the window's root; a mocked factory and a mocked window verify it, with no app and no screen.
final class LoginFlowControllerGoalTests: XCTestCase {
    private var factory: LoginFlowControllerElementsFactoryMock!
    private var window: WindowMock!

    override func setUp() {
        super.setUp()
        factory = LoginFlowControllerElementsFactoryMock()
        window = WindowMock()
    }

    override func tearDown() {
        factory = nil
        window = nil
        super.tearDown()
    }

    private func makeSUT() -> LoginFlowController {
        LoginFlowController(window: window, factory: factory)
    }

    func test_init_showsNothing() {
        _ = makeSUT()

        XCTAssertEqual(factory.calls, [], "the flow asked for a screen before it was started")
        XCTAssertEqual(window.titles, [], "the flow showed a screen before it was started")
    }

    func test_start_asksTheFactoryForTheLoginScreen() {
        let sut = makeSUT()

        sut.start()

        XCTAssertEqual(factory.calls, [.createLoginViewController], "the factory was not asked for the login screen, once")
    }

    func test_start_showsTheLoginScreenAsTheWindowsRoot() {
        let sut = makeSUT()

        sut.start()

        XCTAssertEqual(window.titles, ["login #1"], "the login screen the factory made was not set as the window's root, once")
        XCTAssertTrue(window.rootViewController === factory.created.first)
    }

    func test_userLoggedIn_asksTheFactoryForTheTabs() {
        let sut = makeSUT()
        sut.start()

        sut.userLoggedIn()

        XCTAssertEqual(factory.calls, [.createLoginViewController, .createTabController], "the factory was not asked for the tabs after the login")
    }

    func test_userLoggedIn_showsTheTabsAsTheWindowsRoot() {
        let sut = makeSUT()
        sut.start()

        sut.userLoggedIn()

        XCTAssertEqual(window.titles, ["login #1", "tabs #2"], "the tabs the factory made were not set as the window's root")
        XCTAssertTrue(window.rootViewController === factory.created.last)
    }

    func test_userLoggedOut_showsAFreshLoginScreen() {
        let sut = makeSUT()
        sut.start()
        sut.userLoggedIn()

        sut.userLoggedOut()

        XCTAssertEqual(factory.calls, [.createLoginViewController, .createTabController, .createLoginViewController],
                       "the factory was not asked for a fresh login screen after the logout")
        XCTAssertEqual(window.titles, ["login #1", "tabs #2", "login #3"], "the fresh login screen was not set as the window's root")
        XCTAssertTrue(window.rootViewController === factory.created.last)
    }
}
