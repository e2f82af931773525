import Foundation

/// A colour, with the system colours UIKit names.
///
/// `UIColor(named:)` finds the colours the launched app declared as its asset
/// catalogue (see ``UIApplication/launch(appDelegate:sceneDelegate:mainStoryboard:storyboards:colorAssets:)``).
open class UIColor: NSObject {
    /// The red, green, blue and alpha components, each from 0 to 1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// The name of a system or asset colour, used in descriptions and renderings.
    public let name: String?

    /// Creates a colour from sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.name = nil
        super.init()
    }

    /// Creates a grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    init(name: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.name = name
        super.init()
    }

    /// Finds a colour in the launched app's asset catalogue; `nil` when it has none of that name.
    public convenience init?(named name: String) {
        guard let asset = UIApplication.shared.colorAssets[name] else { return nil }
        self.init(name: name, red: asset.red, green: asset.green, blue: asset.blue, alpha: asset.alpha)
    }

    /// The same colour with another opacity.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour as Core Graphics stores it, for layers.
    open var cgColor: CGColor {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Whether another object is a colour with the same components, as UIKit compares colours.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    open override var hash: Int {
        var hasher = Hasher()
        [red, green, blue, alpha].forEach { hasher.combine($0) }
        return hasher.finalize()
    }

    open override var description: String {
        name ?? String(format: "UIColor(r: %.3g, g: %.3g, b: %.3g, a: %.3g)", Double(red), Double(green), Double(blue), Double(alpha))
    }
}

extension UIColor {
    /// Black.
    public static var black: UIColor { UIColor(name: "black", red: 0, green: 0, blue: 0) }
    /// White.
    public static var white: UIColor { UIColor(name: "white", red: 1, green: 1, blue: 1) }
    /// Fully transparent.
    public static var clear: UIColor { UIColor(name: "clear", red: 0, green: 0, blue: 0, alpha: 0) }
    /// Red.
    public static var red: UIColor { UIColor(name: "red", red: 1, green: 0, blue: 0) }
    /// Grey.
    public static var gray: UIColor { UIColor(name: "gray", red: 0.5, green: 0.5, blue: 0.5) }
    /// Light grey.
    public static var lightGray: UIColor { UIColor(name: "lightGray", red: 2 / 3, green: 2 / 3, blue: 2 / 3) }
    /// The system blue, in its light appearance.
    public static var systemBlue: UIColor { UIColor(name: "systemBlue", red: 0, green: 122 / 255, blue: 1) }
    /// The system red, in its light appearance.
    public static var systemRed: UIColor { UIColor(name: "systemRed", red: 1, green: 59 / 255, blue: 48 / 255) }
    /// The system green, in its light appearance.
    public static var systemGreen: UIColor { UIColor(name: "systemGreen", red: 52 / 255, green: 199 / 255, blue: 89 / 255) }
    /// The colour of primary text, in its light appearance.
    public static var label: UIColor { UIColor(name: "label", red: 0, green: 0, blue: 0) }
    /// The colour of secondary text, in its light appearance.
    public static var secondaryLabel: UIColor { UIColor(name: "secondaryLabel", red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6) }
    /// The colour of a screen's background, in its light appearance.
    public static var systemBackground: UIColor { UIColor(name: "systemBackground", red: 1, green: 1, blue: 1) }
}
