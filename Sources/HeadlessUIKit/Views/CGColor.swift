#if canImport(CoreGraphics)
@_exported import CoreGraphics
#else
import Foundation

/// A colour as Core Graphics stores it; on Linux a plain value, since Core Graphics does not exist there.
public struct CGColor: Hashable, CustomStringConvertible {
    /// The red, green, blue and alpha components, each from 0 to 1.
    public let components: [CGFloat]?

    /// Creates a colour from sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// The colour's opacity.
    public var alpha: CGFloat { components?.last ?? 1 }

    public var description: String {
        "CGColor(\((components ?? []).map { String(format: "%.3g", Double($0)) }.joined(separator: ", ")))"
    }
}
#endif
