import Foundation

/// The display the app runs on: HeadlessUIKit's is one phone-sized screen that draws nothing.
///
/// Its size is an iPhone 15's portrait screen in points (393 × 852 at 3×), so
/// code that lays out from `UIScreen.main.bounds` gets plausible numbers.
/// There is one screen, and it never rotates. See `Docs/DifferencesFromUIKit.md`.
open class UIScreen: NSObject {
    /// The device's screen; deprecated in UIKit since iOS 16 in favour of a window scene's `screen`, kept because legacy code reaches for it.
    public static let main = UIScreen()

    /// The screen's rectangle in points, origin at the top left.
    public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)

    /// The number of pixels per point.
    public let scale: CGFloat = 3

    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    override private init() {
        super.init()
    }
}
