import Foundation

/// A button of an alert: a title, a style and what happens when it is tapped.
open class UIAlertAction: NSObject {
    /// How an action's button looks.
    public enum Style: Int {
        /// A normal action.
        case `default`
        /// Cancels; UIKit shows it apart.
        case cancel
        /// Destroys or deletes something; UIKit shows it in red.
        case destructive
    }

    /// The button's title.
    public let title: String?
    /// How the button looks.
    public let style: Style
    /// Whether the button can be tapped.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// Creates an action.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
