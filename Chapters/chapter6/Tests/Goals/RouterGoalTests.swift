import HeadlessUIKit
import MyBizTesting
import XCTest
#if BEFORE
@testable import Chapter6Before
#else
@testable import Chapter6After
#endif

/// The live router shows what a view model asks for as the app's alert, from the screen it routes for, and does not keep that screen alive.
final class RouterGoalTests: MyBizTestCase {
    private var presenter: FakeControllerPresenter!

    override func setUp() {
        super.setUp()
        presenter = FakeControllerPresenter()
    }

    override func tearDown() {
        presenter = nil
        super.tearDown()
    }

    func test_alertWithAction_presentsTheAppsAlertFromItsScreen() {
        launchMyBiz()
        let screen = UIViewController()
        let sut = Router(viewController: screen, presenter: presenter)

        sut.alertWithAction(title: "Login Failed", message: "Unauthorized", alertStyle: .loginAlert, actions: [AlertAction(title: "Try Again") {}])

        XCTAssertEqual(presenter.presentDefaultCalls.count, 1, "the router did not ask its presenter to present the alert")
        XCTAssertTrue(presenter.presentDefaultCalls.first?.from === screen, "the alert was not presented from the router's screen")
        let alert = presenter.presentDefaultCalls.first?.presented as? ErrorViewController
        XCTAssertEqual(alert?.alertTitle, "Login Failed")
        XCTAssertEqual(alert?.subtitle, "Unauthorized")
        XCTAssertEqual(alert?.skin, .loginAlert)
        XCTAssertEqual(alert?.secondaryAction?.title, "Try Again")
    }

    func test_alertWithAction_theAlertsSecondButtonRunsTheAction() {
        launchMyBiz()
        let screen = UIViewController()
        let sut = Router(viewController: screen, presenter: presenter)
        var tapped = 0
        sut.alertWithAction(title: "Login Failed", message: "Unauthorized", alertStyle: .loginAlert, actions: [AlertAction(title: "Try Again") { tapped += 1 }])
        let alert = presenter.presentDefaultCalls.first?.presented as? ErrorViewController

        alert?.secondaryAction?.action()

        XCTAssertEqual(tapped, 1, "the alert's Try Again did not run the view model's action")
    }

    func test_alertWithAction_withoutActions_showsAnAlertWithOnlyOK() {
        launchMyBiz()
        let screen = UIViewController()
        let sut = Router(viewController: screen, presenter: presenter)

        sut.alertWithAction(title: "Invalid Username or Password", message: "Check the username or password", alertStyle: nil, actions: [])

        let alert = presenter.presentDefaultCalls.first?.presented as? ErrorViewController
        XCTAssertEqual(alert?.alertTitle, "Invalid Username or Password")
        XCTAssertNotNil(alert, "the router did not present the app's alert")
        XCTAssertNil(alert?.secondaryAction)
        XCTAssertNil(alert?.skin)
    }

    func test_router_holdsItsScreenWeakly() {
        var screen: UIViewController? = UIViewController()
        weak var released: UIViewController?
        released = screen
        let sut = Router(viewController: screen!, presenter: presenter)

        screen = nil

        XCTAssertNil(released, "the router kept its screen alive; the screen owns its view model, which owns the router, so that is a cycle")
        sut.alertWithAction(title: "Login Failed", message: "Unauthorized", alertStyle: .loginAlert, actions: [])
        XCTAssertEqual(presenter.presentDefaultCalls.count, 0, "a router whose screen is gone must show nothing")
    }
}
