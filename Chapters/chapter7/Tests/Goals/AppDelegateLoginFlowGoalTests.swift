import HeadlessUIKit
import MyBizTesting
import XCTest
#if BEFORE
@testable import Chapter7Before
#else
@testable import Chapter7After
#endif

/// The new design, seen from the app: the scene starts a login flow, and the AppDelegate keeps the user and tells the flow when they log in or out.
final class AppDelegateLoginFlowGoalTests: MyBizTestCase {
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

    /// The launched app's AppDelegate, its login flow replaced by one over the mocks.
    private func makeSUT() -> AppDelegate {
        launchMyBiz()
        let sut = UIApplication.appDelegate
        sut.loginFlow = LoginFlowController(window: window, factory: factory)
        return sut
    }

    func test_launch_givesTheAppDelegateALoginFlow() {
        launchMyBiz()

        XCTAssertNotNil(UIApplication.appDelegate.loginFlow, "the scene did not start a login flow and hand it to the AppDelegate")
    }

    func test_userLoggedInNotification_keepsTheUserAndTellsTheFlow() {
        let sut = makeSUT()

        NotificationCenter.default.post(name: userLoggedInNotification, object: nil, userInfo: [UserNotificationKey.userId: "42"])

        XCTAssertEqual(sut.userId, "42")
        XCTAssertEqual(factory.calls, [.createTabController], "the flow was not told of the login")
        XCTAssertEqual(window.titles, ["tabs #1"])
    }

    func test_userLoggedOutNotification_tellsTheFlow() {
        _ = makeSUT()

        NotificationCenter.default.post(name: userLoggedOutNotification, object: nil)

        XCTAssertEqual(factory.calls, [.createLoginViewController], "the flow was not told of the logout")
        XCTAssertEqual(window.titles, ["login #1"])
    }
}
