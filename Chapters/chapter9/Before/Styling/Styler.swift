import HeadlessUIKit

/// Gives controls the house style from the configuration.
final class Styler {
    static let shared = Styler()

    private let configuration: Configuration

    private init() {
        configuration = AppDelegate.configuration
    }

    func style(button: UIButton, skin: Skin? = nil) {
        let color = skin?.controlColor ?? .systemBlue
        button.layer.cornerRadius = CGFloat(configuration.ui.buttonRadius)
        button.layer.borderWidth = CGFloat(configuration.ui.buttonBorder)
        button.layer.borderColor = color.cgColor
        button.setTitleColor(color, for: .normal)
    }

    func style(background view: UIView, skin: Skin?) {
        view.backgroundColor = skin?.backgroundColor ?? .systemBackground
    }
}
