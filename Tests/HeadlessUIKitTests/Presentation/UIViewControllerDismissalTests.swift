import HeadlessUIKit
import XCTest

/// `dismiss(animated:completion:)`: what it dismisses, depending on whom it is called (rule 4), and when (rule 3).
final class UIViewControllerDismissalTests: XCTestCase {
    private var log: EventLog!
    private var window: UIWindow!
    private var sut: SpyViewController!
    private var presented: SpyViewController!

    override func setUp() {
        super.setUp()
        log = EventLog()
        let root = SpyViewController("root", log: log)
        window = launchApp(root: root)
        sut = root
        presented = SpyViewController("presented", log: log)
        runMainQueue()
    }

    override func tearDown() {
        presented = nil
        sut = nil
        window = nil
        log = nil
        super.tearDown()
    }

    private func presentAndLand(_ controller: UIViewController, from presenter: UIViewController) {
        presenter.present(controller, animated: true)
        runMainQueue()
    }

    func test_dismiss_onThePresentingController_dismissesWhatItPresents() {
        presentAndLand(presented, from: sut)

        sut.dismiss(animated: true)
        runMainQueue()

        XCTAssertNil(sut.presentedViewController)
        XCTAssertNil(presented.presentingViewController)
    }

    func test_dismiss_onThePresentedController_dismissesItself() {
        presentAndLand(presented, from: sut)

        presented.dismiss(animated: true)
        runMainQueue()

        XCTAssertNil(sut.presentedViewController)
        XCTAssertNil(presented.presentingViewController)
    }

    func test_dismiss_onAControllerInTheMiddleOfAStack_dismissesOnlyWhatIsAboveIt() {
        let top = UIViewController()
        presentAndLand(presented, from: sut)
        presentAndLand(top, from: presented)

        presented.dismiss(animated: true)
        runMainQueue()

        XCTAssertTrue(sut.presentedViewController === presented)
        XCTAssertNil(presented.presentedViewController)
        XCTAssertNil(top.presentingViewController)
    }

    func test_dismiss_onTheRootOfAStack_dismissesTheWholeStack() {
        let top = UIViewController()
        presentAndLand(presented, from: sut)
        presentAndLand(top, from: presented)

        sut.dismiss(animated: true)
        runMainQueue()

        XCTAssertNil(sut.presentedViewController)
        XCTAssertNil(top.viewIfLoaded?.window)
        XCTAssertNil(presented.viewIfLoaded?.window)
    }

    func test_dismiss_whenItReturns_hasNotDismissedYet() {
        presentAndLand(presented, from: sut)
        var completed = false

        sut.dismiss(animated: true) { completed = true }

        XCTAssertTrue(sut.presentedViewController === presented)
        XCTAssertFalse(completed)
    }

    func test_dismiss_notAnimated_isAlsoAsynchronous() {
        presentAndLand(presented, from: sut)

        sut.dismiss(animated: false)
        let presentedWhenReturning = sut.presentedViewController
        runMainQueue()

        XCTAssertTrue(presentedWhenReturning === presented)
        XCTAssertNil(sut.presentedViewController)
    }

    func test_dismiss_whenLanding_disappearsThenCompletes() {
        presentAndLand(presented, from: sut)
        let eventsBefore = log.events.count

        sut.dismiss(animated: true) { [log] in log?.record("completion") }
        runMainQueue()

        XCTAssertEqual(Array(log.events.dropFirst(eventsBefore)), [
            "presented.viewWillDisappear",
            "presented.viewDidDisappear",
            "completion",
        ])
    }

    func test_dismiss_whenLanding_removesThePresentedViewFromTheWindow() {
        presentAndLand(presented, from: sut)

        sut.dismiss(animated: true)
        runMainQueue()

        XCTAssertNil(presented.view.window)
    }

    func test_dismiss_withNothingToDismiss_doesNotCallCompletionBeforeReturning() {
        var completed = false

        sut.dismiss(animated: true) { completed = true }

        XCTAssertFalse(completed)
    }

    func test_dismiss_withNothingToDismiss_callsCompletionOnTheNextTurn() {
        var completed = false

        sut.dismiss(animated: true) { completed = true }
        runMainQueue()

        XCTAssertTrue(completed)
    }

    func test_dismiss_withNothingToDismiss_leavesTheScreenAsItWas() {
        let eventsBefore = log.events

        sut.dismiss(animated: true)
        runMainQueue()

        XCTAssertEqual(log.events, eventsBefore)
        XCTAssertTrue(window.rootViewController === sut)
        XCTAssertTrue(sut.view.window === window)
        XCTAssertEqual(UIKitDiagnostics.warnings, [])
    }

    func test_dismiss_whileADismissalIsInFlight_recordsWarning() {
        presentAndLand(presented, from: sut)
        sut.dismiss(animated: true)

        sut.dismiss(animated: true)

        XCTAssertEqual(UIKitDiagnostics.warnings.count, 1)
        XCTAssertTrue(UIKitDiagnostics.warnings.first?.contains("while a presentation or dismiss is in progress") == true, "\(UIKitDiagnostics.warnings)")
    }

    func test_dismiss_whileADismissalIsInFlight_doesNotCallItsCompletion() {
        presentAndLand(presented, from: sut)
        var secondCompleted = false
        sut.dismiss(animated: true)

        sut.dismiss(animated: true) { secondCompleted = true }
        runMainQueue(turns: 2)

        XCTAssertFalse(secondCompleted)
    }

    func test_dismiss_afterLanding_letsThePresenterPresentAgain() {
        presentAndLand(presented, from: sut)
        sut.dismiss(animated: true)
        runMainQueue()
        let next = UIViewController()

        sut.present(next, animated: true)
        runMainQueue()

        XCTAssertTrue(sut.presentedViewController === next)
        XCTAssertEqual(UIKitDiagnostics.warnings, [])
    }

    func test_dismiss_whileItsPresentationIsInFlight_recordsWarningAndKeepsIt() {
        sut.present(presented, animated: true)

        sut.dismiss(animated: true)
        runMainQueue(turns: 2)

        XCTAssertTrue(UIKitDiagnostics.warnings.first?.contains("while a presentation or dismiss is in progress") == true, "\(UIKitDiagnostics.warnings)")
        XCTAssertTrue(sut.presentedViewController === presented)
    }

    func test_dismiss_untilItLands_isBeingDismissedAndStillLinked() {
        presentAndLand(presented, from: sut)

        sut.dismiss(animated: true)
        let beingDismissed = presented.isBeingDismissed
        let linkedWhileDismissing = sut.presentedViewController
        runMainQueue()

        XCTAssertTrue(beingDismissed)
        XCTAssertTrue(linkedWhileDismissing === presented)
        XCTAssertFalse(presented.isBeingDismissed)
    }
}
