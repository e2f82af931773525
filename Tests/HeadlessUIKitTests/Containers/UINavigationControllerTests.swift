import HeadlessUIKit
import XCTest

/// `UINavigationController`: the stack, the view on screen, and the appearance callbacks of a push or pop.
final class UINavigationControllerTests: XCTestCase {
    private var log: EventLog!
    private var exceptions: ExceptionRecorder!

    override func setUp() {
        super.setUp()
        log = EventLog()
        exceptions = ExceptionRecorder()
        exceptions.install()
    }

    override func tearDown() {
        exceptions.uninstall()
        exceptions = nil
        log = nil
        super.tearDown()
    }

    /// A navigation controller with `root`, as the root of a freshly launched app, after its appearance has landed.
    private func makeOnScreen(root: UIViewController) -> UINavigationController {
        let sut = UINavigationController(rootViewController: root)
        launchApp(root: sut)
        runMainQueue()
        return sut
    }

    /// The lifecycle and appearance events logged since an index, without the containment ones.
    private func appearanceEvents(since index: Int) -> [String] {
        log.events.dropFirst(index).filter { !$0.contains(".willMove") && !$0.contains(".didMove") }
    }

    func test_initWithRootViewController_ofAController_stackIsThatController() {
        let root = UIViewController()

        let sut = UINavigationController(rootViewController: root)

        XCTAssertEqual(sut.viewControllers.count, 1)
        XCTAssertTrue(sut.topViewController === root)
        XCTAssertTrue(root.navigationController === sut)
    }

    func test_pushViewController_ontoARoot_makesItTheTop() {
        let sut = UINavigationController(rootViewController: UIViewController())
        let pushed = UIViewController()

        sut.pushViewController(pushed, animated: true)

        XCTAssertEqual(sut.viewControllers.count, 2)
        XCTAssertTrue(sut.topViewController === pushed)
        XCTAssertTrue(pushed.navigationController === sut)
    }

    func test_pushViewController_onScreen_showsOnlyTheTopsView() {
        let sut = makeOnScreen(root: UIViewController())
        let pushed = UIViewController()

        sut.pushViewController(pushed, animated: true)

        XCTAssertEqual(sut.view.subviews.count, 1)
        XCTAssertTrue(sut.view.subviews.first === pushed.view)
        XCTAssertTrue(pushed.view.window === UIApplication.shared.keyWindow)
    }

    func test_pushViewController_onScreen_givesWillCallbacksAtOnceInUIKitOrder() {
        let sut = makeOnScreen(root: SpyViewController("root", log: log))
        let pushed = SpyViewController("pushed", log: log)
        let before = log.events.count

        sut.pushViewController(pushed, animated: true)

        XCTAssertEqual(appearanceEvents(since: before), [
            "pushed.loadView",
            "pushed.viewDidLoad",
            "root.viewWillDisappear",
            "pushed.viewWillAppear",
        ])
    }

    func test_pushViewController_onScreen_givesDidCallbacksOnTheNextTurn() {
        let sut = makeOnScreen(root: SpyViewController("root", log: log))
        let pushed = SpyViewController("pushed", log: log)
        sut.pushViewController(pushed, animated: true)
        let before = log.events.count

        runMainQueue()

        XCTAssertEqual(appearanceEvents(since: before), ["root.viewDidDisappear", "pushed.viewDidAppear"])
    }

    func test_pushViewController_aControllerAlreadyOnTheStack_raisesAnException() {
        let root = UIViewController()
        let sut = UINavigationController(rootViewController: root)

        sut.pushViewController(root, animated: true)

        XCTAssertEqual(exceptions.exceptions.count, 1)
        XCTAssertTrue(exceptions.exceptions.first?.reason.contains("more than once") == true, "\(exceptions.exceptions)")
        XCTAssertEqual(sut.viewControllers.count, 1)
    }

    func test_popViewController_withTwoControllers_removesTheTopAndReturnsIt() {
        let root = UIViewController()
        let top = UIViewController()
        let sut = UINavigationController(rootViewController: root)
        sut.pushViewController(top, animated: false)

        let popped = sut.popViewController(animated: true)

        XCTAssertTrue(popped === top)
        XCTAssertTrue(sut.topViewController === root)
        XCTAssertNil(top.navigationController)
    }

    func test_popViewController_onScreen_showsThePreviousControllersViewAgain() {
        let root = UIViewController()
        let sut = makeOnScreen(root: root)
        let top = UIViewController()
        sut.pushViewController(top, animated: false)

        sut.popViewController(animated: true)

        XCTAssertTrue(root.view.superview === sut.view)
        XCTAssertNil(top.view.window)
    }

    func test_popViewController_onScreen_theRevealedControllerAppearsAgain() {
        let root = SpyViewController("root", log: log)
        let top = SpyViewController("top", log: log)
        let sut = makeOnScreen(root: root)
        sut.pushViewController(top, animated: false)
        runMainQueue()
        let before = log.events.count

        sut.popViewController(animated: true)
        runMainQueue()

        XCTAssertEqual(appearanceEvents(since: before), [
            "top.viewWillDisappear",
            "root.viewWillAppear",
            "top.viewDidDisappear",
            "root.viewDidAppear",
        ])
    }

    func test_popViewController_withOnlyTheRoot_returnsNilAndKeepsTheRoot() {
        let root = UIViewController()
        let sut = UINavigationController(rootViewController: root)

        let popped = sut.popViewController(animated: true)

        XCTAssertNil(popped)
        XCTAssertTrue(sut.topViewController === root)
    }

    func test_popToRootViewController_withThreeControllers_returnsTheTwoAboveTheRoot() {
        let root = UIViewController()
        let middle = UIViewController()
        let top = UIViewController()
        let sut = UINavigationController(rootViewController: root)
        sut.pushViewController(middle, animated: false)
        sut.pushViewController(top, animated: false)

        let popped = sut.popToRootViewController(animated: true)

        XCTAssertEqual(popped?.count, 2)
        XCTAssertTrue(popped?.first === middle)
        XCTAssertTrue(popped?.last === top)
        XCTAssertEqual(sut.viewControllers.count, 1)
    }

    func test_setViewControllers_withNewControllers_replacesTheWholeStack() {
        let sut = UINavigationController(rootViewController: UIViewController())
        let first = UIViewController()
        let second = UIViewController()

        sut.setViewControllers([first, second], animated: false)

        XCTAssertEqual(sut.viewControllers.count, 2)
        XCTAssertTrue(sut.viewControllers.first === first)
        XCTAssertTrue(sut.topViewController === second)
    }

    func test_show_insideANavigationController_pushes() {
        let root = UIViewController()
        let sut = UINavigationController(rootViewController: root)
        let shown = UIViewController()

        root.show(shown, sender: nil)

        XCTAssertTrue(sut.topViewController === shown)
    }

    func test_visibleViewController_whenTheTopPresents_isThePresentedController() {
        let top = UIViewController()
        let sut = makeOnScreen(root: top)
        let presented = UIViewController()

        top.present(presented, animated: true)
        runMainQueue()

        XCTAssertTrue(sut.visibleViewController === presented)
    }
}
