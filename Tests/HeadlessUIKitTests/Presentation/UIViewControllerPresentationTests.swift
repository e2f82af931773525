import HeadlessUIKit
import XCTest

final class UIViewControllerPresentationTests: XCTestCase {
    private var log: EventLog!
    private var window: UIWindow!
    private var sut: SpyViewController!
    private var exceptions: ExceptionRecorder!

    override func setUp() {
        super.setUp()
        log = EventLog()
        exceptions = ExceptionRecorder()
        exceptions.install()
        let root = SpyViewController("root", log: log)
        window = launchApp(root: root)
        sut = root
        runMainQueue()
    }

    override func tearDown() {
        exceptions.uninstall()
        exceptions = nil
        sut = nil
        window = nil
        log = nil
        super.tearDown()
    }

    // MARK: - Timing (rule 3)

    func test_present_whenItReturns_hasLinkedPresenterAndPresented() {
        let presented = UIViewController()

        sut.present(presented, animated: true)

        XCTAssertTrue(sut.presentedViewController === presented)
        XCTAssertTrue(presented.presentingViewController === sut)
    }

    func test_present_notAnimated_whenItReturns_hasLinkedPresenterAndPresented() {
        let presented = UIViewController()

        sut.present(presented, animated: false)

        XCTAssertTrue(sut.presentedViewController === presented)
    }

    func test_present_whenItReturns_hasNotCalledCompletion() {
        var completed = false

        sut.present(UIViewController(), animated: true) { completed = true }

        XCTAssertFalse(completed)
    }

    func test_present_notAnimated_whenItReturns_hasNotAppearedYet() {
        let presented = SpyViewController("presented", log: log)

        sut.present(presented, animated: false)

        XCTAssertEqual(presented.calls, [])
        XCTAssertNil(presented.viewIfLoaded?.window)
    }

    func test_present_untilItLands_isBeingPresented() {
        let presented = UIViewController()

        sut.present(presented, animated: true)
        let beingPresentedWhenReturning = presented.isBeingPresented
        runMainQueue()

        XCTAssertTrue(beingPresentedWhenReturning)
        XCTAssertFalse(presented.isBeingPresented)
    }

    func test_present_afterOneMainQueueTurn_putsPresentedViewInTheWindow() {
        let presented = UIViewController()
        sut.present(presented, animated: true)

        runMainQueue()

        XCTAssertTrue(presented.view.window === window)
    }

    func test_present_whenLanding_loadsViewThenAppearsThenCompletes() {
        let presented = SpyViewController("presented", log: log)
        let eventsBefore = log.events.count

        sut.present(presented, animated: true) { [log] in log?.record("completion") }
        runMainQueue()

        XCTAssertEqual(Array(log.events.dropFirst(eventsBefore)), [
            "presented.loadView",
            "presented.viewDidLoad",
            "presented.viewWillAppear",
            "presented.viewDidAppear",
            "completion",
        ])
    }

    func test_present_inCompletion_presentedViewControllerIsSet() {
        let presented = UIViewController()
        var presentedInCompletion: UIViewController?

        sut.present(presented, animated: true) { [sut] in presentedInCompletion = sut?.presentedViewController }
        runMainQueue()

        XCTAssertTrue(presentedInCompletion === presented)
    }

    // MARK: - When nothing is presented (rule 2)

    func test_present_fromControllerOutsideWindowHierarchy_recordsWarning() {
        let detached = UIViewController()

        detached.present(UIViewController(), animated: true)

        XCTAssertEqual(UIKitDiagnostics.warnings.count, 1)
        XCTAssertTrue(UIKitDiagnostics.warnings.first?.contains("whose view is not in the window hierarchy") == true, "\(UIKitDiagnostics.warnings)")
    }

    func test_present_fromControllerOutsideWindowHierarchy_presentsNothingEvenLater() {
        let detached = UIViewController()
        let presented = UIViewController()
        var completed = false

        detached.present(presented, animated: true) { completed = true }
        runMainQueue(turns: 2)

        XCTAssertNil(detached.presentedViewController)
        XCTAssertNil(presented.presentingViewController)
        XCTAssertFalse(completed)
    }

    func test_present_fromControllerInAWindowThatIsNotKey_recordsWarningAndPresentsNothing() {
        let otherWindow = UIWindow(windowScene: window.windowScene!)
        let other = UIViewController()
        otherWindow.rootViewController = other
        otherWindow.isHidden = false

        other.present(UIViewController(), animated: true)
        runMainQueue()

        XCTAssertNil(other.presentedViewController)
        XCTAssertTrue(UIKitDiagnostics.warnings.last?.contains("whose view is not in the window hierarchy") == true, "\(UIKitDiagnostics.warnings)")
    }

    func test_present_whileAlreadyPresenting_recordsWarning() {
        sut.present(UIViewController(), animated: true)
        runMainQueue()

        sut.present(UIViewController(), animated: true)

        XCTAssertEqual(UIKitDiagnostics.warnings.count, 1)
        XCTAssertTrue(UIKitDiagnostics.warnings.first?.contains("which is already presenting") == true, "\(UIKitDiagnostics.warnings)")
    }

    func test_present_whileAlreadyPresenting_keepsWhatItPresents() {
        let first = UIViewController()
        let second = UIViewController()
        sut.present(first, animated: true)
        runMainQueue()

        sut.present(second, animated: true)
        runMainQueue()

        XCTAssertTrue(sut.presentedViewController === first)
        XCTAssertNil(second.presentingViewController)
    }

    func test_present_whileAPresentationIsInFlight_recordsWarning() {
        sut.present(UIViewController(), animated: true)

        sut.present(UIViewController(), animated: true)

        XCTAssertEqual(UIKitDiagnostics.warnings.count, 1)
        XCTAssertTrue(UIKitDiagnostics.warnings.first?.contains("while a presentation is in progress") == true, "\(UIKitDiagnostics.warnings)")
    }

    func test_present_whileADismissalIsInFlight_recordsWarning() {
        sut.present(UIViewController(), animated: true)
        runMainQueue()
        sut.dismiss(animated: true)

        sut.present(UIViewController(), animated: true)

        XCTAssertEqual(UIKitDiagnostics.warnings.count, 1)
        XCTAssertTrue(UIKitDiagnostics.warnings.first?.contains("while a presentation is in progress") == true, "\(UIKitDiagnostics.warnings)")
    }

    func test_present_whileAPresentationIsInFlight_presentsOnlyTheFirst() {
        let first = UIViewController()
        let second = UIViewController()
        var secondCompleted = false
        sut.present(first, animated: true)

        sut.present(second, animated: true) { secondCompleted = true }
        runMainQueue(turns: 2)

        XCTAssertTrue(sut.presentedViewController === first)
        XCTAssertNil(second.presentingViewController)
        XCTAssertFalse(secondCompleted)
    }

    func test_present_controllerThatIsAlreadyPresented_raisesProgrammingErrorNamingIt() {
        let alreadyPresented = UIViewController()
        let top = UIViewController()
        sut.present(alreadyPresented, animated: true)
        runMainQueue()
        alreadyPresented.present(top, animated: true)
        runMainQueue()

        top.present(alreadyPresented, animated: true)

        XCTAssertEqual(exceptions.exceptions.map(\.name), ["NSInvalidArgumentException"])
        XCTAssertTrue(exceptions.exceptions.first?.reason.contains("already being presented") == true, "\(exceptions.exceptions)")
    }

    func test_present_controllerThatIsAlreadyPresented_leavesItWhereItWas() {
        let alreadyPresented = UIViewController()
        let top = UIViewController()
        sut.present(alreadyPresented, animated: true)
        runMainQueue()
        alreadyPresented.present(top, animated: true)
        runMainQueue()

        top.present(alreadyPresented, animated: true)
        runMainQueue()

        XCTAssertTrue(alreadyPresented.presentingViewController === sut)
        XCTAssertNil(top.presentedViewController)
    }

    func test_present_sameControllerTwiceWhileTheFirstIsInFlight_raisesProgrammingError() {
        let presented = UIViewController()
        sut.present(presented, animated: true)

        sut.present(presented, animated: true)

        XCTAssertEqual(exceptions.exceptions.count, 1)
        XCTAssertTrue(exceptions.exceptions.first?.reason.contains("already being presented") == true, "\(exceptions.exceptions)")
    }

    func test_present_theWindowsRoot_raisesProgrammingErrorAboutAnActiveController() {
        let other = UIViewController()
        other.loadViewIfNeeded()
        window.addSubview(other.view)

        other.present(sut, animated: true)

        XCTAssertEqual(exceptions.exceptions.map(\.name), ["NSInvalidArgumentException"])
        XCTAssertTrue(exceptions.exceptions.first?.reason.contains("present modally an active controller") == true)
        XCTAssertNil(sut.presentingViewController)
    }

    func test_present_itself_raisesProgrammingError() {
        sut.present(sut, animated: true)

        XCTAssertEqual(exceptions.exceptions.map(\.name), ["NSInvalidArgumentException"])
        XCTAssertNil(sut.presentedViewController)
    }

    func test_present_controllerThatHasAParent_raisesProgrammingError() {
        let child = UIViewController()
        let container = UIViewController()
        container.addChild(child)

        sut.present(child, animated: true)

        XCTAssertEqual(exceptions.exceptions.count, 1)
        XCTAssertTrue(exceptions.exceptions.first?.reason.contains("has a parent view controller") == true, "\(exceptions.exceptions)")
        XCTAssertTrue(child.parent === container)
    }

    // MARK: - Who presents

    func test_present_fromAChildController_presentsFromItsOutermostContainer() {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        window.rootViewController = navigation
        let presented = UIViewController()

        child.present(presented, animated: true)
        runMainQueue()

        XCTAssertTrue(presented.presentingViewController === navigation)
        XCTAssertTrue(child.presentedViewController === presented)
    }

    func test_present_fromAPresentedController_stacksTheNewOneOnTop() {
        let middle = UIViewController()
        let top = UIViewController()
        sut.present(middle, animated: true)
        runMainQueue()

        middle.present(top, animated: true)
        runMainQueue()

        XCTAssertTrue(sut.presentedViewController === middle)
        XCTAssertTrue(middle.presentedViewController === top)
        XCTAssertTrue(top.presentingViewController === middle)
    }

    // MARK: - show(_:sender:)

    func test_show_outsideANavigationController_presents() {
        let shown = UIViewController()

        sut.show(shown, sender: nil)
        runMainQueue()

        XCTAssertTrue(sut.presentedViewController === shown)
    }
}
