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
}
