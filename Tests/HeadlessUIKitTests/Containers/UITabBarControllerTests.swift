import HeadlessUIKit
import XCTest

/// `UITabBarController`: the tabs, the selection, and the view and callbacks a selection change gives.
final class UITabBarControllerTests: XCTestCase {
    private var log: EventLog!

    override func setUp() {
        super.setUp()
        log = EventLog()
    }

    override func tearDown() {
        log = nil
        super.tearDown()
    }

    /// A tab bar controller with `tabs`, as the root of a freshly launched app, after its appearance has landed.
    private func makeOnScreen(tabs: [UIViewController]) -> UITabBarController {
        let sut = UITabBarController()
        sut.viewControllers = tabs
        launchApp(root: sut)
        runMainQueue()
        return sut
    }

    func test_viewControllers_whenSet_selectsTheFirstTab() {
        let first = UIViewController()
        let sut = UITabBarController()

        sut.viewControllers = [first, UIViewController()]

        XCTAssertEqual(sut.selectedIndex, 0)
        XCTAssertTrue(sut.selectedViewController === first)
    }

    func test_viewControllers_whenSet_makesThemChildren() {
        let tab = UIViewController()
        let sut = UITabBarController()

        sut.viewControllers = [tab]

        XCTAssertTrue(tab.tabBarController === sut)
        XCTAssertTrue(tab.parent === sut)
    }

    func test_view_whenLoaded_showsOnlyTheSelectedTabsView() {
        let first = UIViewController()
        let sut = UITabBarController()
        sut.viewControllers = [first, UIViewController()]

        let view = sut.view

        XCTAssertEqual(view?.subviews.count, 1)
        XCTAssertTrue(view?.subviews.first === first.view)
    }

    func test_selectedIndex_whenChanged_showsThatTabsViewInsteadOfTheFormer() {
        let first = UIViewController()
        let second = UIViewController()
        let sut = makeOnScreen(tabs: [first, second])

        sut.selectedIndex = 1

        XCTAssertTrue(sut.selectedViewController === second)
        XCTAssertTrue(second.view.superview === sut.view)
        XCTAssertNil(first.view.window)
    }

    func test_selectedIndex_whenChanged_givesWillCallbacksAtOnceAndDidCallbacksOnTheNextTurn() {
        let sut = makeOnScreen(tabs: [SpyViewController("first", log: log), SpyViewController("second", log: log)])
        let before = log.events.count

        sut.selectedIndex = 1
        let eventsWhenReturning = Array(log.events.dropFirst(before))
        runMainQueue()

        XCTAssertEqual(eventsWhenReturning, ["second.loadView", "second.viewDidLoad", "first.viewWillDisappear", "second.viewWillAppear"])
        XCTAssertEqual(Array(log.events.dropFirst(before + eventsWhenReturning.count)), ["first.viewDidDisappear", "second.viewDidAppear"])
    }

    func test_selectedIndex_outOfRange_isIgnored() {
        let sut = UITabBarController()
        sut.viewControllers = [UIViewController(), UIViewController()]

        sut.selectedIndex = 5

        XCTAssertEqual(sut.selectedIndex, 0)
    }

    func test_selectedViewController_whenSetToATab_selectsItsIndex() {
        let second = UIViewController()
        let sut = UITabBarController()
        sut.viewControllers = [UIViewController(), second]

        sut.selectedViewController = second

        XCTAssertEqual(sut.selectedIndex, 1)
    }

    func test_launch_withATabBarRoot_onlyTheSelectedTabAppears() {
        let first = SpyViewController("first")
        let second = SpyViewController("second")

        _ = makeOnScreen(tabs: [first, second])

        XCTAssertEqual(first.calls.filter { $0.hasPrefix("view") }, ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        XCTAssertFalse(second.isViewLoaded)
    }
}
