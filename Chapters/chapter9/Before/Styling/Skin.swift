import HeadlessUIKit

/// The colours of a themed screen, such as an alert.
struct Skin: Equatable {
    let backgroundColor: UIColor
    let controlColor: UIColor

    static let loginAlert = Skin(backgroundColor: .systemRed, controlColor: .white)
}
