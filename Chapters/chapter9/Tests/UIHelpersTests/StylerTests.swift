import HeadlessUIKit
@testable import UIHelpers
import XCTest

/// The house style comes from the `UIConfiguration` an app hands in, not from any app's configuration: nothing but UIHelpers is linked into these tests.
final class StylerTests: XCTestCase {
    private let sut = Styler.shared

    override func tearDown() {
        // The style is the process's: leave it as an app that never configured it would find it.
        sut.configure(with: UIConfiguration(buttonRadius: 0, buttonBorder: 0))
        super.tearDown()
    }

    func test_styleButton_afterConfigure_usesTheConfigurationsRadiusAndBorder() {
        sut.configure(with: UIConfiguration(buttonRadius: 12, buttonBorder: 2))
        let button = UIButton(type: .system)

        sut.style(button: button)

        XCTAssertEqual(button.layer.cornerRadius, 12, "the button's corner radius")
        XCTAssertEqual(button.layer.borderWidth, 2, "the button's border width")
    }

    func test_styleButton_withASkin_usesTheSkinsControlColor() {
        let button = UIButton(type: .system)

        sut.style(button: button, skin: .loginAlert)

        XCTAssertEqual(button.titleColor(for: .normal), Skin.loginAlert.controlColor)
    }

    func test_configuration_decodesFromAnAppsJSON() throws {
        let json = Data(#"{"buttonRadius": 8, "buttonBorder": 1}"#.utf8)

        let configuration = try JSONDecoder().decode(UIConfiguration.self, from: json)

        XCTAssertEqual(configuration, UIConfiguration(buttonRadius: 8, buttonBorder: 1))
    }
}
