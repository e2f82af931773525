import Foundation

/// Animation options; accepted for source compatibility and otherwise ignored.
public struct UIViewAnimationOptions: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Ease in and out.
    public static let curveEaseInOut = UIViewAnimationOptions([])
    /// Ease out.
    public static let curveEaseOut = UIViewAnimationOptions(rawValue: 1 << 17)
    /// Allow touches during the animation.
    public static let allowUserInteraction = UIViewAnimationOptions(rawValue: 1 << 1)
}

extension UIView {
    /// The options of ``animate(withDuration:delay:options:animations:completion:)``.
    public typealias AnimationOptions = UIViewAnimationOptions

    /// Applies the changes at once and calls the completion on the next main-queue turn, with `true`.
    ///
    /// Differs from UIKit: no time passes. The changes take effect before
    /// this call returns and the duration is ignored, which keeps tests fast
    /// while preserving UIKit's "completion comes later" ordering.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Applies the changes at once and calls the completion on the next main-queue turn, with `true`; the delay is ignored.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        if let completion {
            MainQueue.nextTurn { completion(true) }
        }
    }
}
