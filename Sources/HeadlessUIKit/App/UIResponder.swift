import Foundation

/// The base of objects that take part in the responder chain: views, view controllers, the application and its delegate.
///
/// An `NSObject`, as in UIKit, so every responder is `Equatable` and
/// `Hashable` by identity.
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The next responder in the chain, or `nil` at its end.
    open var next: UIResponder? { nil }

    /// Whether this object is the first responder. HeadlessUIKit has no keyboard, so this only tracks ``becomeFirstResponder()``.
    public internal(set) var isFirstResponder = false

    /// Marks this object as the first responder; always succeeds.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        isFirstResponder = true
        return true
    }

    /// Gives up first-responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        isFirstResponder = false
        return true
    }
}
