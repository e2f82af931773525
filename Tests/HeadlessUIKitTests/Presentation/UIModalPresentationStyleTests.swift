import HeadlessUIKit
import XCTest

/// Which styles take the presenter off screen, and so give it appearance callbacks.
final class UIModalPresentationStyleTests: XCTestCase {
    private var log: EventLog!
    private var presenter: SpyViewController!
    private var sut: SpyViewController!

    override func setUp() {
        super.setUp()
        log = EventLog()
        let root = SpyViewController("presenter", log: log)
        launchApp(root: root)
        presenter = root
        sut = SpyViewController("presented", log: log)
        runMainQueue()
    }

    override func tearDown() {
        sut = nil
        presenter = nil
        log = nil
        super.tearDown()
    }

    private func eventsOf(_ act: () -> Void) -> [String] {
        let before = log.events.count
        act()
        return Array(log.events.dropFirst(before))
    }

    func test_modalPresentationStyle_byDefault_isAutomatic() {
        let sut = UIViewController()

        let style = sut.modalPresentationStyle

        XCTAssertEqual(style, .automatic)
    }

    func test_present_fullScreen_presenterDisappearsAroundThePresentedAppearing() {
        sut.loadViewIfNeeded()
        sut.modalPresentationStyle = .fullScreen

        let events = eventsOf {
            presenter.present(sut, animated: true) { [log] in log?.record("completion") }
            runMainQueue()
        }

        XCTAssertEqual(events, [
            "presenter.viewWillDisappear",
            "presented.viewWillAppear",
            "presented.viewDidAppear",
            "presenter.viewDidDisappear",
            "completion",
        ])
    }

    func test_present_automatic_presenterGetsNoAppearanceCallbacks() {
        sut.loadViewIfNeeded()
        sut.modalPresentationStyle = .automatic

        let events = eventsOf {
            presenter.present(sut, animated: true) { [log] in log?.record("completion") }
            runMainQueue()
        }

        XCTAssertEqual(events, [
            "presented.viewWillAppear",
            "presented.viewDidAppear",
            "completion",
        ])
    }

    func test_present_overFullScreen_presenterGetsNoAppearanceCallbacks() {
        sut.loadViewIfNeeded()
        sut.modalPresentationStyle = .overFullScreen

        let events = eventsOf {
            presenter.present(sut, animated: true)
            runMainQueue()
        }

        XCTAssertFalse(events.contains { $0.hasPrefix("presenter.") }, "\(events)")
    }

    func test_dismiss_fullScreen_presenterReappearsAroundThePresentedDisappearing() {
        sut.modalPresentationStyle = .fullScreen
        presenter.present(sut, animated: true)
        runMainQueue()

        let events = eventsOf {
            presenter.dismiss(animated: true) { [log] in log?.record("completion") }
            runMainQueue()
        }

        XCTAssertEqual(events, [
            "presented.viewWillDisappear",
            "presenter.viewWillAppear",
            "presented.viewDidDisappear",
            "presenter.viewDidAppear",
            "completion",
        ])
    }

    func test_dismiss_automatic_presenterGetsNoAppearanceCallbacks() {
        sut.modalPresentationStyle = .automatic
        presenter.present(sut, animated: true)
        runMainQueue()

        let events = eventsOf {
            presenter.dismiss(animated: true)
            runMainQueue()
        }

        XCTAssertEqual(events, ["presented.viewWillDisappear", "presented.viewDidDisappear"])
    }

    // MARK: - Current context

    private func contextInTabs() -> (tabs: UITabBarController, context: SpyViewController, inner: UIViewController) {
        let context = SpyViewController("context", log: log)
        let inner = UIViewController()
        let navigation = UINavigationController(rootViewController: inner)
        context.addChild(navigation)
        context.view.addSubview(navigation.view)
        navigation.didMove(toParent: context)
        let tabs = UITabBarController()
        tabs.viewControllers = [context]
        presenter.present(tabs, animated: false)
        runMainQueue()
        return (tabs, context, inner)
    }

    func test_present_overCurrentContext_fromInsideAContextDefiner_isPresentedByTheDefiner() {
        let (tabs, context, inner) = contextInTabs()
        context.definesPresentationContext = true
        sut.modalPresentationStyle = .overCurrentContext

        inner.present(sut, animated: true)
        runMainQueue()

        XCTAssertTrue(sut.presentingViewController === context)
        XCTAssertTrue(sut.view.superview === context.view)
        XCTAssertNil(tabs.presentedViewController)
    }

    func test_present_overCurrentContext_withNoContextDefined_isPresentedByTheOutermostContainer() {
        let (tabs, _, inner) = contextInTabs()
        sut.modalPresentationStyle = .overCurrentContext

        inner.present(sut, animated: true)
        runMainQueue()

        XCTAssertTrue(sut.presentingViewController === tabs)
        XCTAssertTrue(sut.view.window === presenter.view.window)
    }

    func test_present_overCurrentContext_contextGetsNoAppearanceCallbacks() {
        let (_, context, inner) = contextInTabs()
        context.definesPresentationContext = true
        sut.modalPresentationStyle = .overCurrentContext

        let events = eventsOf {
            inner.present(sut, animated: true)
            runMainQueue()
        }

        XCTAssertFalse(events.contains { $0.hasPrefix("context.") }, "\(events)")
    }

    func test_present_currentContext_contextDisappears() {
        let (_, context, inner) = contextInTabs()
        context.definesPresentationContext = true
        sut.modalPresentationStyle = .currentContext

        let events = eventsOf {
            inner.present(sut, animated: true)
            runMainQueue()
        }

        XCTAssertEqual(events.filter { $0.hasPrefix("context.") }, ["context.viewWillDisappear", "context.viewDidDisappear"])
    }

    // MARK: - Popover

    func test_popoverPresentationController_forAnotherStyle_isNil() {
        sut.modalPresentationStyle = .fullScreen

        let popover = sut.popoverPresentationController

        XCTAssertNil(popover)
    }

    func test_popoverPresentationController_forPopover_isOneObjectForThePresented() throws {
        sut.modalPresentationStyle = .popover

        let popover = try XCTUnwrap(sut.popoverPresentationController)

        XCTAssertTrue(popover === sut.popoverPresentationController)
        XCTAssertTrue(popover.presentedViewController === sut)
    }

    func test_popoverPresentationController_afterPresenting_knowsThePresenterAndKeepsItsAnchor() throws {
        sut.modalPresentationStyle = .popover
        let anchor = UIView()
        sut.popoverPresentationController?.sourceView = anchor

        presenter.present(sut, animated: true)

        let popover = try XCTUnwrap(sut.popoverPresentationController)
        XCTAssertTrue(popover.presentingViewController === presenter)
        XCTAssertTrue(popover.sourceView === anchor)
    }
}
