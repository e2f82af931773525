import Foundation

/// A font, described by name, size and weight; nothing is rendered with it.
open class UIFont: NSObject {
    /// A font's thickness.
    public struct Weight: Equatable, Hashable {
        let rawValue: CGFloat
        /// The regular weight.
        public static let regular = Weight(rawValue: 0)
        /// A medium weight.
        public static let medium = Weight(rawValue: 0.23)
        /// A semibold weight.
        public static let semibold = Weight(rawValue: 0.3)
        /// The bold weight.
        public static let bold = Weight(rawValue: 0.4)
    }

    /// The font's family name.
    public let fontName: String
    /// The font's size in points.
    public let pointSize: CGFloat
    /// The font's weight.
    public let weight: Weight

    /// Creates a font by name; always succeeds, since no font files are involved.
    public convenience init?(name: String, size: CGFloat) {
        self.init(fontName: name, pointSize: size, weight: .regular)
    }

    init(fontName: String, pointSize: CGFloat, weight: Weight) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
        super.init()
    }

    /// Whether another object is a font of the same name, size and weight.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize && weight == other.weight
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// The system font at a size and weight.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(fontName: ".SFUI", pointSize: size, weight: weight)
    }

    /// The bold system font at a size.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        systemFont(ofSize: size, weight: .bold)
    }

    open override var description: String { "\(fontName) \(pointSize)pt" }
}
