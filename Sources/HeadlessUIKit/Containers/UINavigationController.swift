import Foundation

/// A container that shows a stack of controllers, one at a time, the last pushed on top.
///
/// The stack changes at once; the top controllers get `viewWill…` at once and
/// `viewDid…` on the next main-queue turn. As in UIKit, pushing a controller
/// that is already on the stack, a navigation controller or a tab bar
/// controller, and popping to a controller that is not on the stack, are
/// programming errors (see ``UIKitDiagnostics/exceptionHandler``).
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []

    /// Creates a navigation controller with a root controller; a designated initializer, as in UIKit.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates an empty navigation controller from an archive; there is nothing to decode (see ``UIViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The controllers on the stack, root first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    public var topViewController: UIViewController? { stack.last }

    /// The controller on screen: what the top presents, or else the top.
    public var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Loads the container's view with the visible child's view in it.
    open override func loadView() {
        super.loadView()
        installVisibleChildViews()
    }

    override var childrenReceivingAppearance: [UIViewController] {
        topViewController.map { [$0] } ?? []
    }

    /// Replaces the whole stack.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        let oldTop = topViewController
        for controller in stack where !controllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        let added = controllers.filter { $0.parent !== self }
        added.forEach(addChild)
        stack = controllers
        transitionChildViews(from: oldTop, to: topViewController, animated: animated)
        added.forEach { $0.didMove(toParent: self) }
    }

    /// Pushes a controller on top of the stack.
    ///
    /// Pushing a controller that is already on the stack, a navigation
    /// controller or a tab bar controller is a programming error, as in UIKit;
    /// if the exception handler returns, nothing is pushed.
    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        if controller is UINavigationController {
            UIKitDiagnostics.raise("NSInvalidArgumentException", "Pushing a navigation controller is not supported")
            return
        }
        if controller is UITabBarController {
            // UIKit's documentation: a tab bar controller must be a window's root, never another controller's child.
            UIKitDiagnostics.raise("NSInvalidArgumentException", "Pushing a tab bar controller is not supported")
            return
        }
        guard !stack.contains(where: { $0 === controller }) else {
            UIKitDiagnostics.raise("NSInvalidArgumentException", "Pushing the same view controller instance (\(debugName(controller))) more than once is not supported")
            return
        }
        setViewControllers(stack + [controller], animated: animated)
    }

    /// Pops the controllers above one on the stack, which becomes the top; returns them.
    ///
    /// Popping to a controller that is not on the stack is a programming
    /// error, as in UIKit; if the exception handler returns, nothing is popped.
    @discardableResult
    open func popToViewController(_ controller: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === controller }) else {
            UIKitDiagnostics.raise("NSInternalInconsistencyException", "Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    /// Pops the top controller, unless it is the root; returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root; returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first, stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        setViewControllers([root], animated: animated)
        return popped
    }
}
