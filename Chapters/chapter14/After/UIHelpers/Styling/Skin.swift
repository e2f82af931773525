import HeadlessUIKit

/// The colours of a themed screen, such as an alert.
public struct Skin: Equatable {
    let backgroundColor: UIColor
    let controlColor: UIColor

    public static let loginAlert = Skin(backgroundColor: .systemRed, controlColor: .white)
}
