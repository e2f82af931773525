import Foundation

/// An image, known only by its name: HeadlessUIKit draws no pixels.
open class UIImage: NSObject {
    /// The system symbol or asset name the image was created with.
    public let name: String

    /// Creates a system symbol image.
    public init?(systemName: String) {
        name = systemName
        super.init()
    }

    /// Creates an image from the app's assets.
    public init?(named: String) {
        name = named
        super.init()
    }

    /// Whether another object is an image of the same name.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIImage)?.name == name
    }

    open override var hash: Int { name.hashValue }
}
