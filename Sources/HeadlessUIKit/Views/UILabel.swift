import Foundation

/// A view that shows a line or more of read-only text.
open class UILabel: UIView {
    /// The text the label shows.
    open var text: String?
    /// The colour of the text.
    open var textColor: UIColor = .label
    /// The font of the text.
    open var font: UIFont = .systemFont(ofSize: 17)
    /// The most lines the label uses; 0 means as many as needed.
    open var numberOfLines = 1
    /// How the text is aligned.
    open var textAlignment: NSTextAlignment = .natural
}

/// How text is aligned within its view.
public enum NSTextAlignment: Int {
    /// Left-aligned.
    case left
    /// Centred.
    case center
    /// Right-aligned.
    case right
    /// Justified.
    case justified
    /// Aligned by the script's reading direction.
    case natural
}
