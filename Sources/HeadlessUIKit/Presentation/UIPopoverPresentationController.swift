import Foundation

/// The presentation controller of a popover: where the popover points.
///
/// HeadlessUIKit's screen is a phone's, where UIKit shows a popover as a
/// sheet: the anchor is recorded for code and tests to read, and the
/// presenter stays on screen underneath. UIKit on an iPad raises when a popover
/// has no anchor; HeadlessUIKit does not (see `Docs/DifferencesFromUIKit.md`).
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open weak var sourceView: UIView?
    /// The rectangle in ``sourceView`` the popover points at.
    open var sourceRect: CGRect = .zero
    /// The directions the popover's arrow may point in.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The object told about the popover's presentation.
    open weak var delegate: UIPopoverPresentationControllerDelegate?
}

/// The directions a popover's arrow may point in.
public struct UIPopoverArrowDirection: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// The object a popover presentation controller tells about its popover.
///
/// HeadlessUIKit does not adapt presentations to size classes, so it never
/// asks this delegate anything; the protocol exists so that code adopting it
/// compiles (see `Docs/DifferencesFromUIKit.md`).
public protocol UIPopoverPresentationControllerDelegate: NSObjectProtocol {
    /// The style to show the popover in on a compact screen; `.none` keeps the popover.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
}

extension UIPopoverPresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .fullScreen }
}
