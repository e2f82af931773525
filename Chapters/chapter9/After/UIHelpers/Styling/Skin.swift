import HeadlessUIKit

/// The colours of a themed screen, such as an alert.
public struct Skin: Equatable {
    public let backgroundColor: UIColor
    public let controlColor: UIColor

    public init(backgroundColor: UIColor, controlColor: UIColor) {
        self.backgroundColor = backgroundColor
        self.controlColor = controlColor
    }

    public static let loginAlert = Skin(backgroundColor: .systemRed, controlColor: .white)
}
