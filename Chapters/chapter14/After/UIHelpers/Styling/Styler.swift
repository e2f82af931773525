import HeadlessUIKit

/// Gives controls the house style of the app that configured it.
public final class Styler {
    public static let shared = Styler()

    /// Until an app configures it: square buttons without a border.
    private var configuration = UIConfiguration(buttonRadius: 0, buttonBorder: 0)

    private init() {}

    /// Takes the app's style; an app calls it as it launches, before its first screen loads.
    public func configure(with configuration: UIConfiguration) {
        self.configuration = configuration
    }

    public func style(button: UIButton, skin: Skin? = nil) {
        let color = skin?.controlColor ?? .systemBlue
        button.layer.cornerRadius = CGFloat(configuration.buttonRadius)
        button.layer.borderWidth = CGFloat(configuration.buttonBorder)
        button.layer.borderColor = color.cgColor
        button.setTitleColor(color, for: .normal)
    }

    func style(background view: UIView, skin: Skin?) {
        view.backgroundColor = skin?.backgroundColor ?? .systemBackground
    }
}
