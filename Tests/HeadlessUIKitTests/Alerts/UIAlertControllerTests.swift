import HeadlessUIKit
import XCTest

/// `UIAlertController`: its actions are buttons; tapping one dismisses the alert, then runs the action's handler.
final class UIAlertControllerTests: XCTestCase {
    private var presenter: SpyViewController!

    override func setUp() {
        super.setUp()
        let root = SpyViewController("presenter")
        launchApp(root: root)
        presenter = root
        runMainQueue()
    }

    override func tearDown() {
        presenter = nil
        super.tearDown()
    }

    private func button(_ title: String, in alert: UIAlertController) -> UIButton? {
        alert.view.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == title }
    }

    func test_init_withTitleMessageAndStyle_keepsThem() {
        let sut = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .actionSheet)

        XCTAssertEqual(sut.title, "Delete?")
        XCTAssertEqual(sut.message, "This cannot be undone.")
        XCTAssertEqual(sut.preferredStyle, .actionSheet)
    }

    func test_addAction_twice_keepsTheActionsInOrder() {
        let sut = UIAlertController(title: nil, message: nil, preferredStyle: .alert)

        sut.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sut.addAction(UIAlertAction(title: "Delete", style: .destructive))

        XCTAssertEqual(sut.actions.map(\.title), ["Cancel", "Delete"])
        XCTAssertEqual(sut.actions.map(\.style), [.cancel, .destructive])
    }

    func test_view_whenLoaded_showsTitleMessageAndAButtonPerAction() {
        let sut = UIAlertController(title: "Login Failed", message: "Wrong password", preferredStyle: .alert)
        sut.addAction(UIAlertAction(title: "OK", style: .default))

        let view = sut.view

        XCTAssertEqual(view?.subviews.compactMap { ($0 as? UILabel)?.text }, ["Login Failed", "Wrong password"])
        XCTAssertNotNil(button("OK", in: sut))
    }

    func test_addAction_afterTheViewLoaded_addsItsButton() {
        let sut = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        sut.loadViewIfNeeded()

        sut.addAction(UIAlertAction(title: "OK", style: .default))

        XCTAssertNotNil(button("OK", in: sut))
    }

    func test_actionButton_whenTapped_dismissesTheAlertBeforeRunningTheHandler() throws {
        let sut = UIAlertController(title: "Login Failed", message: nil, preferredStyle: .alert)
        var presentedWhenHandlerRan: [UIViewController?] = []
        sut.addAction(UIAlertAction(title: "OK", style: .default) { [presenter] _ in
            presentedWhenHandlerRan.append(presenter?.presentedViewController)
        })
        presenter.present(sut, animated: true)
        runMainQueue()
        let ok = try XCTUnwrap(button("OK", in: sut))

        ok.sendActions(for: .touchUpInside)
        let handlerRanAtOnce = !presentedWhenHandlerRan.isEmpty
        runMainQueue()

        XCTAssertFalse(handlerRanAtOnce)
        XCTAssertEqual(presentedWhenHandlerRan.count, 1)
        XCTAssertNil(presentedWhenHandlerRan.first ?? nil)
    }

    func test_actionButton_whenTapped_passesItsActionToTheHandler() throws {
        let sut = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        var handled: [String?] = []
        sut.addAction(UIAlertAction(title: "Cancel", style: .cancel) { handled.append($0.title) })
        sut.addAction(UIAlertAction(title: "Delete", style: .destructive) { handled.append($0.title) })
        presenter.present(sut, animated: true)
        runMainQueue()
        let delete = try XCTUnwrap(button("Delete", in: sut))

        delete.sendActions(for: .touchUpInside)
        runMainQueue()

        XCTAssertEqual(handled, ["Delete"])
    }

    func test_present_anAlert_presenterDoesNotDisappear() {
        let sut = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)

        presenter.present(sut, animated: true)
        runMainQueue()

        XCTAssertEqual(sut.modalPresentationStyle, .overFullScreen)
        XCTAssertFalse(presenter.calls.contains("viewWillDisappear"), "\(presenter.calls)")
    }

    func test_alertAction_disabled_itsButtonIsDisabled() {
        let action = UIAlertAction(title: "Send", style: .default)
        action.isEnabled = false
        let sut = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        sut.addAction(action)

        let send = button("Send", in: sut)

        XCTAssertEqual(send?.isEnabled, false)
    }
}
