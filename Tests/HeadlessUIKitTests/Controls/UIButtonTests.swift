import HeadlessUIKit
import XCTest

final class UIButtonTests: XCTestCase {
    func test_titleForState_withoutATitleForThatState_fallsBackToNormal() {
        let sut = UIButton(type: .system)
        sut.setTitle("Save", for: .normal)

        let title = sut.title(for: .highlighted)

        XCTAssertEqual(title, "Save")
    }

    func test_currentTitle_whenDisabled_isTheDisabledTitle() {
        let sut = UIButton(type: .system)
        sut.setTitle("Save", for: .normal)
        sut.setTitle("Saving…", for: .disabled)

        sut.isEnabled = false

        XCTAssertEqual(sut.currentTitle, "Saving…")
        XCTAssertEqual(sut.titleLabel?.text, "Saving…")
    }

    func test_initPrimaryAction_withATitledAction_takesItsTitle() {
        let sut = UIButton(primaryAction: UIAction(title: "Sign In") { _ in })

        let title = sut.currentTitle

        XCTAssertEqual(title, "Sign In")
    }

    func test_initPrimaryAction_whenPrimaryActionTriggered_runsTheAction() {
        let spy = ActionSpy()
        let sut = UIButton(primaryAction: spy.action("Sign In"))

        sut.sendActions(for: .primaryActionTriggered)

        XCTAssertEqual(spy.calls, ["Sign In"])
    }

    func test_titleColorForState_withoutAColorForThatState_fallsBackToNormal() {
        let sut = UIButton(type: .custom)
        sut.setTitleColor(.systemRed, for: .normal)

        let color = sut.titleColor(for: .disabled)

        XCTAssertEqual(color, .systemRed)
    }
}
