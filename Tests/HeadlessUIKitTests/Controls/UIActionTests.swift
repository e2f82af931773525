import HeadlessUIKit
import XCTest

final class UIActionTests: XCTestCase {
    func test_init_withoutIdentifier_makesAUniqueOne() {
        let first = UIAction { _ in }

        let second = UIAction { _ in }

        XCTAssertNotEqual(first.identifier, second.identifier)
    }

    func test_sender_afterTheActionRan_isNil() {
        let sut = UIAction { _ in }
        let control = UIControl()
        control.addAction(sut, for: .touchUpInside)

        control.sendActions(for: .touchUpInside)

        XCTAssertNil(sut.sender)
    }
}
