/// An image, known only by its name: HeadlessUIKit draws no pixels.
public final class UIImage: Equatable {
    /// The system symbol or asset name the image was created with.
    public let name: String

    /// Creates a system symbol image.
    public init?(systemName: String) {
        name = systemName
    }

    /// Creates an image from the app's assets.
    public init?(named: String) {
        name = named
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.name == rhs.name }
}
