/// A container that shows a stack of controllers, one at a time, the last pushed on top.
///
/// The stack changes at once; the top controllers get `viewWill…` at once and
/// `viewDid…` on the next main-queue turn.
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []

    /// Creates a navigation controller with a root controller.
    public convenience init(rootViewController: UIViewController) {
        self.init()
        setViewControllers([rootViewController], animated: false)
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
    /// Pushing a controller that is already on the stack is a programming error, as in UIKit.
    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === controller }) else {
            UIKitDiagnostics.raise("NSInvalidArgumentException", "Pushing the same view controller instance (\(debugName(controller))) more than once is not supported")
            return
        }
        setViewControllers(stack + [controller], animated: animated)
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
