import Foundation

/// Manages one screen's view and its place among other screens: containment, appearance and modal presentation.
///
/// The lifecycle follows UIKit: the view loads on first access to ``view`` (or
/// ``loadViewIfNeeded()``), calling ``loadView()`` and then ``viewDidLoad()``
/// once. A controller made by a storyboard builds and wires its views in
/// ``loadView()``, so its outlets stay `nil` until the view loads — as in UIKit.
/// Appearance callbacks come in UIKit's order; see ``UIWindow`` and
/// ``present(_:animated:completion:)`` for when.
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// The title of the screen, shown by navigation and tab bar controllers.
    open var title: String?

    /// The storyboard the controller came from, if any.
    public internal(set) var storyboard: UIStoryboard?

    /// The scene's layout when the controller came from a storyboard.
    var storyboardLayout: ((UIViewController, UIView) -> Void)?

    /// How the controller is presented modally.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// How the modal transition looks; recorded only.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// The item that represents the controller in a tab bar.
    open var tabBarItem: UITabBarItem! {
        get {
            if storedTabBarItem == nil { storedTabBarItem = UITabBarItem(title: title, image: nil, tag: 0) }
            return storedTabBarItem
        }
        set { storedTabBarItem = newValue }
    }
    private var storedTabBarItem: UITabBarItem?

    /// The containing controller, if any.
    public internal(set) weak var parent: UIViewController?

    /// The controllers this one contains.
    public internal(set) var children: [UIViewController] = []

    /// Where the controller is in its appearance cycle; guards against callbacks out of order.
    var appearance = Appearance.disappeared

    /// The controller that presented this one (or its nearest presented ancestor), set when the presentation lands.
    weak var presenter: UIViewController?

    /// The controller this one presents, set when the presentation lands.
    var presentee: UIViewController?

    /// A presentation or dismissal that has started and not yet landed.
    var transitionInFlight = false

    /// The controller about to present this one while the presentation is in flight.
    weak var pendingPresenter: UIViewController?

    /// Creates a controller with no view yet.
    public override init() {
        super.init()
    }

    // MARK: - The view

    /// The controller's root view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The root view if it has loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view has loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view; a storyboard scene builds and wires its views here.
    ///
    /// Override it to build the view in code, and assign ``view`` without calling super.
    open func loadView() {
        let root = UIView()
        view = root
        storyboardLayout?(self, root)
    }

    /// Called once, after the view has loaded.
    open func viewDidLoad() {}

    /// Loads the view if it has not loaded yet: ``loadView()``, then ``viewDidLoad()``.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView() }
        viewDidLoad()
    }

    // MARK: - Appearance callbacks

    /// Called before the view is added to a visible window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view has been added to a visible window.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is removed from a visible window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view has been removed from a visible window.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The next responder: the view's superview, so that the chain reaches the window.
    open override var next: UIResponder? {
        loadedView?.superview ?? parent
    }

    // MARK: - Modal presentation

    /// Presents a controller modally; it lands on the next main-queue turn.
    ///
    /// As in UIKit, the controller that actually presents is the outermost
    /// container of this one. Nothing is presented, and a UIKit-style warning
    /// is printed, when that presenter's view is not in the key window or it is
    /// already presenting (or a transition is in flight). On the next
    /// main-queue turn — animated or not — `presentedViewController` and
    /// `presentingViewController` are set, the presented view joins the window,
    /// `viewWillAppear`/`viewDidAppear` are called (and the presenter's
    /// disappearance callbacks for `.fullScreen`), and then `completion`.
    /// Presenting a controller that is already presented, or that has a parent,
    /// is a programming error (see ``UIKitDiagnostics/exceptionHandler``).
    ///
    /// Differs from UIKit, which links `presentedViewController` before
    /// `present` returns and finishes the transition later: here the links,
    /// the callbacks and `completion` all come together when the presentation
    /// lands, and no wall time passes. Code that needs the presented
    /// controller on screen waits for `completion` (a test, for a main-queue turn).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents or, if it presents nothing, this controller itself.
    ///
    /// Everything presented above the presenter goes. The dismissal lands on the
    /// next main-queue turn: disappearance callbacks, the links cleared, the
    /// views removed, then `completion`. With nothing to dismiss, `completion`
    /// is still called on the next main-queue turn and nothing else happens.
    /// While another transition is in flight, a warning is printed and nothing
    /// happens, as in UIKit.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    // MARK: - Containment

    /// Adds a child controller, calling its `willMove(toParent:)` first; the caller adds its view and calls `didMove(toParent:)`.
    open func addChild(_ child: UIViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent, then calls `didMove(toParent: nil)`, as UIKit does; the caller calls `willMove(toParent: nil)` first.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a container.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller has been added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest navigation controller among the ancestors.
    public var navigationController: UINavigationController? {
        ancestor(ofType: UINavigationController.self)
    }

    /// The nearest tab bar controller among the ancestors.
    public var tabBarController: UITabBarController? {
        ancestor(ofType: UITabBarController.self)
    }

    private func ancestor<Container: UIViewController>(ofType type: Container.Type) -> Container? {
        var current = parent
        while let candidate = current {
            if let match = candidate as? Container { return match }
            current = candidate.parent
        }
        return nil
    }

    /// The outermost container of this controller: itself when it has no parent.
    var containmentRoot: UIViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    /// The children whose views are visible, to whom appearance callbacks are forwarded.
    var childrenReceivingAppearance: [UIViewController] { children }

    /// Shows a controller in the way its context wants: pushed by a navigation controller, presented otherwise.
    open func show(_ controller: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(controller, animated: true)
        } else {
            present(controller, animated: true)
        }
    }
}
