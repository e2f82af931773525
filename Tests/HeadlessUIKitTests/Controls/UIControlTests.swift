import HeadlessUIKit
import XCTest

/// `UIControl`: registering actions, and `sendActions(for:)`, which like UIKit's ignores enabled and hidden state (rule 7).
final class UIControlTests: XCTestCase {
    private var spy: ActionSpy!

    override func setUp() {
        super.setUp()
        spy = ActionSpy()
    }

    override func tearDown() {
        spy = nil
        super.tearDown()
    }

    func test_sendActions_forARegisteredEvent_runsItsAction() {
        let sut = UIControl()
        sut.addAction(spy.action("tap"), for: .touchUpInside)

        sut.sendActions(for: .touchUpInside)

        XCTAssertEqual(spy.calls, ["tap"])
    }

    func test_sendActions_onADisabledControl_stillRunsTheActions() {
        let sut = UIControl()
        sut.addAction(spy.action("tap"), for: .touchUpInside)
        sut.isEnabled = false

        sut.sendActions(for: .touchUpInside)

        XCTAssertEqual(spy.calls, ["tap"])
    }

    func test_sendActions_onAHiddenControl_stillRunsTheActions() {
        let sut = UIControl()
        sut.addAction(spy.action("tap"), for: .touchUpInside)
        sut.isHidden = true

        sut.sendActions(for: .touchUpInside)

        XCTAssertEqual(spy.calls, ["tap"])
    }

    func test_sendActions_forAnotherEvent_runsNothing() {
        let sut = UIControl()
        sut.addAction(spy.action("tap"), for: .touchUpInside)

        sut.sendActions(for: .valueChanged)

        XCTAssertEqual(spy.calls, [])
    }

    func test_sendActions_withSeveralMatchingActions_runsThemInTheOrderAdded() {
        let sut = UIControl()
        sut.addAction(spy.action("first"), for: .touchUpInside)
        sut.addAction(spy.action("second"), for: [.touchUpInside, .valueChanged])

        sut.sendActions(for: .touchUpInside)

        XCTAssertEqual(spy.calls, ["first", "second"])
    }

    func test_sendActions_whileTheActionRuns_itsSenderIsTheControl() {
        let sut = UIControl()
        sut.addAction(spy.action(), for: .touchUpInside)

        sut.sendActions(for: .touchUpInside)

        XCTAssertTrue((spy.senders.first ?? nil) as AnyObject? === sut)
    }

    func test_removeAction_ofARegisteredAction_stopsRunningIt() {
        let sut = UIControl()
        let action = spy.action("tap")
        sut.addAction(action, for: .touchUpInside)

        sut.removeAction(action, for: .touchUpInside)
        sut.sendActions(for: .touchUpInside)

        XCTAssertEqual(spy.calls, [])
    }

    func test_removeActionIdentifiedBy_forOneOfItsEvents_keepsItForTheOthers() {
        let sut = UIControl()
        let action = UIAction(identifier: UIAction.Identifier("save")) { _ in }
        sut.addAction(action, for: [.touchUpInside, .valueChanged])

        sut.removeAction(identifiedBy: UIAction.Identifier("save"), for: .touchUpInside)

        XCTAssertEqual(sut.allControlEvents, .valueChanged)
    }

    func test_state_ofADisabledSelectedControl_includesBoth() {
        let sut = UIControl()
        sut.isEnabled = false
        sut.isSelected = true

        let state = sut.state

        XCTAssertEqual(state, [.disabled, .selected])
    }
}
