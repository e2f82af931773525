import Foundation

/// Manages one screen's view and its place among other screens: containment, appearance and modal presentation.
///
/// The lifecycle follows UIKit: the view loads on first access to ``view`` (or
/// ``loadViewIfNeeded()``), calling ``loadView()`` and then ``viewDidLoad()``
/// once. A controller made by a storyboard builds and wires its views in
/// ``loadView()``, so its outlets stay `nil` until the view loads — as in UIKit.
/// Appearance callbacks come in UIKit's order; see ``UIWindow`` and
/// ``present(_:animated:completion:)`` for when.
/// Like UIKit's, it is an `NSObject` (so controllers are `Equatable` by
/// identity), `init(nibName:bundle:)` is its designated initializer and every
/// subclass provides `required init?(coder:)`: the same code compiles here and
/// in Xcode. Where it still differs from UIKit is listed in
/// `Docs/DifferencesFromUIKit.md`.
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

    /// The controller that presented this one, set when `present` accepts the presentation.
    weak var presenter: UIViewController?

    /// The controller this one presents, set when `present` accepts the presentation.
    var presentee: UIViewController?

    /// The modal transition this controller takes part in, from its start until it lands.
    var transition: ModalTransition?

    /// The popover presentation controller, once ``popoverPresentationController`` created it.
    var popover: UIPopoverPresentationController?

    /// Whether this controller's view is covered when a descendant presents in the `.currentContext` or `.overCurrentContext` style.
    open var definesPresentationContext = false

    /// The name of the nib the controller was created with; HeadlessUIKit has no nibs, so a name here fails when the view loads.
    public private(set) var nibName: String?

    /// The bundle of the nib the controller was created with.
    public private(set) var nibBundle: Bundle?

    /// Creates a controller whose view loads later, when first needed; the designated initializer, as in UIKit.
    ///
    /// HeadlessUIKit has no nib files: pass `nil` for both (or build the
    /// view in ``loadView()``). A nib name fails when the view loads, as
    /// UIKit fails for a nib that is not in the bundle. See
    /// `Docs/DifferencesFromUIKit.md`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller from an archive, as a storyboard does; required of every subclass, as in UIKit.
    ///
    /// HeadlessUIKit's storyboards are declared in Swift, not archived, so
    /// there is nothing to decode: this creates the controller as
    /// `init(nibName: nil, bundle: nil)` does, and the storyboard that passed
    /// the coder sets it up afterwards. A subclass with an initializer of its
    /// own must still provide this one (Xcode's fix-it writes a `fatalError`;
    /// a subclass made by `UIStoryboard.instantiateViewController(identifier:creator:)`
    /// calls `super.init(coder:)`). See `Docs/DifferencesFromUIKit.md`.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates a controller with no nib, as `init(nibName: nil, bundle: nil)` does.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
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
        if let nibName {
            UIKitDiagnostics.raise("NSInternalInconsistencyException", "Could not load NIB in bundle: '\(nibBundle?.bundlePath ?? Bundle.main.bundlePath)' with name '\(nibName)' (HeadlessUIKit has no nib files)")
        }
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

    /// Presents a controller modally: linked at once, on screen on the next main-queue turn.
    ///
    /// As in UIKit, the controller that actually presents is the outermost
    /// container of this one (for `.currentContext` and `.overCurrentContext`,
    /// the nearest ancestor that ``definesPresentationContext``, else the
    /// outermost container). Nothing is presented, and a UIKit-style warning
    /// is printed, when that presenter's view is not in the key window, it is
    /// already presenting, or a dismissal is in flight.
    ///
    /// When the presentation is accepted, `presentedViewController` and
    /// `presentingViewController` are set **before this returns**, as in UIKit.
    /// On the next main-queue turn — animated or not — the presented view
    /// joins the window, `viewWillAppear`/`viewDidAppear` are called (and the
    /// presenter's disappearance callbacks for `.fullScreen` and
    /// `.currentContext`), and then `completion`. No wall time passes (see
    /// `Docs/DifferencesFromUIKit.md`). Presenting a controller that is already
    /// presented, has a parent or is on screen is a programming error (see
    /// ``UIKitDiagnostics/exceptionHandler``).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents or, if it presents nothing, this controller itself.
    ///
    /// Everything presented above the presenter goes. As in UIKit,
    /// `presentedViewController` stays set until the dismissal lands, on the
    /// next main-queue turn: disappearance callbacks, the links cleared, the
    /// views removed, then `completion`. While another transition is in
    /// flight, a warning is printed and nothing happens, as in UIKit. With
    /// nothing to dismiss — a case UIKit does not document — `completion` is
    /// called on the next main-queue turn and nothing else happens: an
    /// unverified choice, not a device's observed behaviour (see
    /// `Docs/DifferencesFromUIKit.md`).
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

    /// The nearest split view controller among the ancestors.
    public var splitViewController: UISplitViewController? {
        ancestor(ofType: UISplitViewController.self)
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

    /// Shows a controller as the detail of its context: a split view controller shows it, otherwise it is presented.
    open func showDetailViewController(_ controller: UIViewController, sender: Any?) {
        if let splitViewController {
            splitViewController.showDetailViewController(controller, sender: sender)
        } else {
            present(controller, animated: true)
        }
    }
}
