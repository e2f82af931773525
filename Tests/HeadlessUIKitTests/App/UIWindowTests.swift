import HeadlessUIKit
import XCTest

/// `UIWindow`: key and visible state, and how replacing the root replaces the whole hierarchy (rule 5).
final class UIWindowTests: XCTestCase {
    private var log: EventLog!
    private var scene: UIWindowScene!

    override func setUp() {
        super.setUp()
        log = EventLog()
        scene = launchApp(root: UIViewController()).windowScene
    }

    override func tearDown() {
        scene = nil
        log = nil
        super.tearDown()
    }

    /// A window of the launched app's scene that is key and visible, with a root that has appeared.
    private func makeVisibleWindow(root: UIViewController) -> UIWindow {
        let window = UIWindow(windowScene: scene)
        window.rootViewController = root
        window.makeKeyAndVisible()
        runMainQueue()
        return window
    }

    // MARK: - Key and visible

    func test_init_withWindowScene_startsHiddenAndNotKey() {
        let sut = UIWindow(windowScene: scene)

        XCTAssertTrue(sut.isHidden)
        XCTAssertFalse(sut.isKeyWindow)
    }

    func test_init_withWindowScene_joinsTheScene() {
        let sut = UIWindow(windowScene: scene)

        XCTAssertTrue(sut.windowScene === scene)
        XCTAssertTrue(scene.windows.contains { $0 === sut })
    }

    func test_makeKeyAndVisible_onAHiddenWindow_showsItAndMakesItKey() {
        let sut = UIWindow(windowScene: scene)

        sut.makeKeyAndVisible()

        XCTAssertFalse(sut.isHidden)
        XCTAssertTrue(sut.isKeyWindow)
        XCTAssertTrue(UIApplication.shared.keyWindow === sut)
    }

    func test_makeKey_onAnotherWindow_theFormerKeyWindowStopsBeingKey() {
        let former = UIApplication.shared.keyWindow
        let sut = UIWindow(windowScene: scene)

        sut.makeKey()

        XCTAssertEqual(former?.isKeyWindow, false)
        XCTAssertTrue(scene.keyWindow === sut)
    }

    func test_makeKey_onAWindowWithoutScene_joinsTheAppsScene() {
        let sut = UIWindow()

        sut.makeKey()

        XCTAssertTrue(sut.windowScene === scene)
        XCTAssertTrue(UIApplication.shared.keyWindow === sut)
    }

    // MARK: - The root

    func test_rootViewController_whenSet_putsTheRootsViewInTheWindow() {
        let sut = UIWindow(windowScene: scene)
        let root = UIViewController()

        sut.rootViewController = root

        XCTAssertTrue(root.view.window === sut)
        XCTAssertTrue(root.view.superview === sut)
    }

    func test_rootViewController_setOnAHiddenWindow_givesNoAppearanceCallbacks() {
        let sut = UIWindow(windowScene: scene)
        let root = SpyViewController()

        sut.rootViewController = root
        runMainQueue()

        XCTAssertEqual(root.calls, ["loadView", "viewDidLoad"])
    }

    func test_makeKeyAndVisible_withARoot_rootWillAppearAtOnceAndDidAppearOnTheNextTurn() {
        let sut = UIWindow(windowScene: scene)
        let root = SpyViewController()
        sut.rootViewController = root

        sut.makeKeyAndVisible()
        let callsWhenReturning = root.calls
        runMainQueue()

        XCTAssertEqual(callsWhenReturning, ["loadView", "viewDidLoad", "viewWillAppear"])
        XCTAssertEqual(root.calls, ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
    }

    func test_rootViewController_replacedOnAVisibleWindow_oldRootDisappearsAtOnce() {
        let oldRoot = SpyViewController()
        let sut = makeVisibleWindow(root: oldRoot)

        sut.rootViewController = UIViewController()

        XCTAssertEqual(oldRoot.calls.suffix(2), ["viewWillDisappear", "viewDidDisappear"])
        XCTAssertNil(oldRoot.view.window)
    }

    func test_rootViewController_replacedOnAVisibleWindow_newRootWillAppearAtOnceAndDidAppearOnTheNextTurn() {
        let sut = makeVisibleWindow(root: UIViewController())
        let newRoot = SpyViewController()

        sut.rootViewController = newRoot
        let callsWhenReturning = newRoot.calls
        runMainQueue()

        XCTAssertEqual(callsWhenReturning, ["loadView", "viewDidLoad", "viewWillAppear"])
        XCTAssertEqual(newRoot.calls.last, "viewDidAppear")
    }

    func test_rootViewController_setToTheCurrentRoot_changesNothing() {
        let root = SpyViewController()
        let sut = makeVisibleWindow(root: root)
        let callsBefore = root.calls

        sut.rootViewController = root
        runMainQueue()

        XCTAssertEqual(root.calls, callsBefore)
        XCTAssertTrue(root.view.window === sut)
    }

    // MARK: - Root swap while presenting (rule 5): what a device shows

    func test_rootViewController_replacedWhilePresenting_keepsThePresentationLinked() {
        let oldRoot = UIViewController()
        let presented = UIViewController()
        let sut = makeVisibleWindow(root: oldRoot)
        oldRoot.present(presented, animated: true)
        runMainQueue()

        sut.rootViewController = UIViewController()

        XCTAssertTrue(oldRoot.presentedViewController === presented)
        XCTAssertTrue(presented.presentingViewController === oldRoot)
    }

    func test_rootViewController_replacedWhilePresenting_leavesThePresentedViewAboveTheNewRoot() {
        let oldRoot = UIViewController()
        let presented = UIViewController()
        let sut = makeVisibleWindow(root: oldRoot)
        oldRoot.present(presented, animated: true)
        runMainQueue()
        let newRoot = UIViewController()

        sut.rootViewController = newRoot

        XCTAssertEqual(sut.subviews, [newRoot.view, presented.view])
        XCTAssertNil(oldRoot.view.window)
    }

    func test_rootViewController_replacedWhilePresenting_presentedControllerDoesNotDisappear() {
        let oldRoot = UIViewController()
        let presented = SpyViewController()
        let sut = makeVisibleWindow(root: oldRoot)
        oldRoot.present(presented, animated: true)
        runMainQueue()
        let callsBefore = presented.calls

        sut.rootViewController = UIViewController()
        runMainQueue()

        XCTAssertEqual(presented.calls, callsBefore)
    }

    func test_rootViewController_replacedWhilePresenting_recordsWarningNamingThePresented() {
        let oldRoot = UIViewController()
        let presented = SpyViewController()
        let sut = makeVisibleWindow(root: oldRoot)
        oldRoot.present(presented, animated: true)
        runMainQueue()

        sut.rootViewController = UIViewController()

        XCTAssertEqual(UIKitDiagnostics.warnings.count, 1, "\(UIKitDiagnostics.warnings)")
        XCTAssertTrue(UIKitDiagnostics.warnings.first?.contains("while it was presenting <SpyViewController") == true, "\(UIKitDiagnostics.warnings)")
    }

    func test_rootViewController_replacedWithNothingPresented_recordsNoWarning() {
        let sut = makeVisibleWindow(root: UIViewController())

        sut.rootViewController = UIViewController()

        XCTAssertEqual(UIKitDiagnostics.warnings, [])
    }

    func test_rootViewController_replacedWhileAPresentationIsInFlight_presentationStillLands() {
        let oldRoot = UIViewController()
        let presented = SpyViewController()
        let sut = makeVisibleWindow(root: oldRoot)
        oldRoot.present(presented, animated: true)

        sut.rootViewController = UIViewController()
        runMainQueue()

        XCTAssertTrue(presented.view.window === sut)
        XCTAssertTrue(presented.calls.contains("viewDidAppear"))
    }

    func test_rootViewController_replacedWhilePresenting_leftoverCanStillBeDismissed() {
        let oldRoot = UIViewController()
        let presented = UIViewController()
        let sut = makeVisibleWindow(root: oldRoot)
        oldRoot.present(presented, animated: true)
        runMainQueue()
        let newRoot = UIViewController()
        sut.rootViewController = newRoot

        presented.dismiss(animated: true)
        runMainQueue()

        XCTAssertNil(oldRoot.presentedViewController)
        XCTAssertEqual(sut.subviews, [newRoot.view])
    }

    func test_rootViewController_replaced_newRootCanPresent() {
        let oldRoot = UIViewController()
        let sut = makeVisibleWindow(root: oldRoot)
        oldRoot.present(UIViewController(), animated: true)
        runMainQueue()
        let newRoot = UIViewController()
        sut.rootViewController = newRoot
        let presented = UIViewController()

        newRoot.present(presented, animated: true)
        runMainQueue()

        XCTAssertTrue(newRoot.presentedViewController === presented)
    }
}
