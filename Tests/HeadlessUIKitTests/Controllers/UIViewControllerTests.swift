import HeadlessUIKit
import XCTest

/// `UIViewController`: when its view loads (rule 6), containment and the responder chain.
final class UIViewControllerTests: XCTestCase {
    // MARK: - Loading the view

    func test_isViewLoaded_beforeTheViewIsAccessed_isFalse() {
        let sut = SpyViewController()

        let loaded = sut.isViewLoaded

        XCTAssertFalse(loaded)
        XCTAssertEqual(sut.calls, [])
    }

    func test_view_onFirstAccess_callsLoadViewThenViewDidLoad() {
        let sut = SpyViewController()

        _ = sut.view

        XCTAssertEqual(sut.calls, ["loadView", "viewDidLoad"])
        XCTAssertTrue(sut.isViewLoaded)
    }

    func test_view_onLaterAccesses_doesNotLoadAgain() {
        let sut = SpyViewController()
        let first = sut.view

        let second = sut.view

        XCTAssertEqual(sut.calls, ["loadView", "viewDidLoad"])
        XCTAssertTrue(first === second)
    }

    func test_loadViewIfNeeded_calledTwice_loadsTheViewOnce() {
        let sut = SpyViewController()

        sut.loadViewIfNeeded()
        sut.loadViewIfNeeded()

        XCTAssertEqual(sut.calls, ["loadView", "viewDidLoad"])
    }

    func test_viewIfLoaded_beforeLoading_isNilAndDoesNotLoad() {
        let sut = SpyViewController()

        let view = sut.viewIfLoaded

        XCTAssertNil(view)
        XCTAssertFalse(sut.isViewLoaded)
    }

    func test_loadView_overriddenToBuildTheViewInCode_thatViewIsTheControllersView() {
        let sut = CodeBuiltViewController()

        let view = sut.view

        XCTAssertTrue(view === sut.builtView)
    }

    func test_view_ofAPlainController_isAnEmptyView() {
        let sut = UIViewController()

        let view = sut.view

        XCTAssertNotNil(view)
        XCTAssertEqual(view?.subviews.count, 0)
    }

    func test_view_whenLoaded_hasTheControllerAsNextResponder() {
        let sut = UIViewController()

        let next = sut.view.next

        XCTAssertTrue(next === sut)
    }

    // MARK: - Containment

    func test_addChild_ofAController_makesItAChildAndCallsWillMoveToParent() {
        let sut = UIViewController()
        let child = SpyViewController()

        sut.addChild(child)

        XCTAssertTrue(child.parent === sut)
        XCTAssertEqual(sut.children.count, 1)
        XCTAssertEqual(child.calls, ["willMove(parent)"])
    }

    func test_removeFromParent_ofAChild_removesItAndCallsDidMoveToNil() {
        let sut = UIViewController()
        let child = SpyViewController()
        sut.addChild(child)
        child.didMove(toParent: sut)

        child.willMove(toParent: nil)
        child.removeFromParent()

        XCTAssertNil(child.parent)
        XCTAssertTrue(sut.children.isEmpty)
        XCTAssertEqual(child.calls, ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])
    }

    func test_navigationController_ofAControllerInANavigationStack_isThatNavigationController() {
        let sut = UIViewController()

        let navigation = UINavigationController(rootViewController: sut)

        XCTAssertTrue(sut.navigationController === navigation)
    }

    func test_tabBarController_ofAControllerInATab_isThatTabBarController() {
        let sut = UIViewController()
        let tabs = UITabBarController()

        tabs.viewControllers = [UINavigationController(rootViewController: sut)]

        XCTAssertTrue(sut.tabBarController === tabs)
    }

    func test_navigationController_ofAControllerOutsideContainers_isNil() {
        let sut = UIViewController()

        let navigation = sut.navigationController

        XCTAssertNil(navigation)
    }

    // MARK: - Properties

    func test_title_whenSet_isStored() {
        let sut = UIViewController()

        sut.title = "Settings"

        XCTAssertEqual(sut.title, "Settings")
    }

    func test_tabBarItem_byDefault_hasTheTitle() {
        let sut = UIViewController()
        sut.title = "Inbox"

        let item = sut.tabBarItem

        XCTAssertEqual(item?.title, "Inbox")
    }

    func test_modalTransitionStyle_whenSet_isRecorded() {
        let sut = UIViewController()

        sut.modalTransitionStyle = .crossDissolve

        XCTAssertEqual(sut.modalTransitionStyle, .crossDissolve)
    }
}
