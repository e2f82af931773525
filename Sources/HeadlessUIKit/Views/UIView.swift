import Foundation

/// A rectangular element of the interface: it has subviews, a superview and visual properties, but draws no pixels.
///
/// Frames are stored, not laid out: HeadlessUIKit has no Auto Layout. Whether a
/// view is on screen is decided by the hierarchy alone (see ``window``). As in
/// UIKit, `init(frame:)` is the designated initializer and every subclass
/// provides `required init?(coder:)`; see `Docs/DifferencesFromUIKit.md`.
open class UIView: UIResponder {
    /// The view's frame in its superview's coordinates; stored only.
    open var frame: CGRect

    /// The views this view contains, back to front.
    public private(set) var subviews: [UIView] = []

    /// The view that contains this one, if any.
    public private(set) weak var superview: UIView?

    /// Whether the view is hidden; a hidden view hides its subviews too.
    open var isHidden = false

    /// The view's opacity, from 0 to 1.
    open var alpha: CGFloat = 1

    /// The view's background colour.
    open var backgroundColor: UIColor?

    /// The colour that tints the view's content.
    open var tintColor: UIColor?

    /// Whether touches reach the view; a user cannot tap a control whose view refuses them.
    open var isUserInteractionEnabled = true

    /// A number to find the view by.
    open var tag = 0

    /// The layer that carries the view's corner radius and border.
    public let layer = CALayer()

    /// A stable name for tests and accessibility tools to find the view by.
    open var accessibilityIdentifier: String?

    /// The text that assistive technologies read for the view.
    open var accessibilityLabel: String?

    /// The controller whose root view this is, used for the responder chain and for renderings.
    weak var owningViewController: UIViewController?

    /// Creates a view with a frame; the designated initializer, as in UIKit.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Creates a view from an archive; required of every subclass, as in UIKit.
    ///
    /// HeadlessUIKit has no nib or storyboard archives, so there is nothing to
    /// decode: the view gets a zero frame. See `Docs/DifferencesFromUIKit.md`.
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// The window the view is in, or `nil` when it is not in a window's hierarchy.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// The controller that owns this view, or else the superview.
    open override var next: UIResponder? {
        owningViewController ?? superview
    }

    /// Adds a view on top of the others, moving it from its previous superview.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at an index of the subviews, moving it from its previous superview.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    /// Moves one of the subviews to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// Whether the view is a subview of another, at any depth, or the view itself.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this hierarchy, this one included, with a tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Whether the view or one of its superviews is hidden.
    public var isHiddenInHierarchy: Bool {
        var current: UIView? = self
        while let view = current {
            if view.isHidden || view.alpha == 0 { return true }
            current = view.superview
        }
        return false
    }
}
