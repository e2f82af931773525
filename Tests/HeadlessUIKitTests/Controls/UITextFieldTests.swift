import HeadlessUIKit
import XCTest

final class UITextFieldTests: XCTestCase {
    func test_text_ofANewField_isEmptyNotNil() {
        let sut = UITextField()

        let text = sut.text

        XCTAssertEqual(text, "")
    }

    func test_sendActions_forEditingChanged_runsTheEditingActions() {
        let spy = ActionSpy()
        let sut = UITextField()
        sut.addAction(spy.action("edited"), for: .editingChanged)

        sut.text = "agent@shield.org"
        sut.sendActions(for: .editingChanged)

        XCTAssertEqual(spy.calls, ["edited"])
    }

    func test_text_ofASecureField_isKeptAsTyped() {
        let sut = UITextField()
        sut.isSecureTextEntry = true

        sut.text = "hunter2"

        XCTAssertEqual(sut.text, "hunter2")
    }
}
