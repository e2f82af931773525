import Foundation

/// The top of a view hierarchy: it holds the root view controller and the views of what is presented.
///
/// A window starts hidden. Setting ``rootViewController`` replaces the root at
/// once: the old root's view leaves the window (its `viewWillDisappear`/
/// `viewDidDisappear` are called at once if the window is visible), and the new
/// root's view joins it. The new root gets `viewWillAppear` at once and
/// `viewDidAppear` on the next main-queue turn, when the window is visible;
/// otherwise when ``makeKeyAndVisible()`` shows it.
///
/// As on a device, what the old root was presenting is **not** dismissed: it
/// stays presented by the old root, its view stays in the window above the new
/// root, and a warning is recorded in ``UIKitDiagnostics/warnings``. Dismiss
/// before replacing the root to avoid it.
open class UIWindow: UIView {
    /// The scene the window belongs to.
    public private(set) weak var windowScene: UIWindowScene?

    /// Whether the window receives keyboard and other non-touch events; set by ``makeKey()``.
    public private(set) var isKeyWindow = false

    private var root: UIViewController?

    /// Creates a hidden window in a scene.
    public init(windowScene: UIWindowScene) {
        super.init(frame: UIScreen.main.bounds)
        isHidden = true
        attach(to: windowScene)
    }

    /// Creates a hidden window; it joins the app's first window scene when made key.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a hidden window from an archive; there is nothing to decode (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    private func attach(to scene: UIWindowScene) {
        windowScene = scene
        if !scene.windows.contains(where: { $0 === self }) { scene.windows.append(self) }
    }

    /// The controller whose view fills the window; setting it replaces the hierarchy.
    open var rootViewController: UIViewController? {
        get { root }
        set { replaceRoot(with: newValue) }
    }

    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden, let root else { return }
            if isHidden {
                root.beginDisappearance(animated: false)
                root.endDisappearance(animated: false)
            } else {
                root.beginAppearance(animated: false)
                MainQueue.nextTurn { root.endAppearance(animated: false) }
            }
        }
    }

    /// Makes the window the key window of the app: the others stop being key.
    open func makeKey() {
        if windowScene == nil, let scene = UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).min(by: { $0.connectionOrder < $1.connectionOrder }) {
            attach(to: scene)
        }
        for window in UIApplication.shared.windows where window !== self {
            window.isKeyWindow = false
        }
        isKeyWindow = true
    }

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    private func replaceRoot(with newRoot: UIViewController?) {
        guard newRoot !== root else { return }
        let visible = !isHidden
        if let oldRoot = root {
            if let presented = oldRoot.presentedViewController {
                // UIKit does not dismiss what the old root presents: its view stays above the new root.
                UIKitDiagnostics.warn("The window's rootViewController changed from \(debugName(oldRoot)) to \(newRoot.map(debugName) ?? "nil") while it was presenting \(debugName(presented)); the presented controller stays on screen above the new root, as on a device. Dismiss it before replacing the root.")
            }
            if visible { oldRoot.beginDisappearance(animated: false) }
            oldRoot.viewIfLoaded?.removeFromSuperview()
            if visible { oldRoot.endDisappearance(animated: false) }
        }
        root = newRoot
        guard let newRoot else { return }
        // Below whatever an earlier root left presented, as on a device.
        insertSubview(newRoot.view, at: 0)
        if visible {
            newRoot.beginAppearance(animated: false)
            MainQueue.nextTurn { newRoot.endAppearance(animated: false) }
        }
    }

    /// Empties the window without appearance callbacks: the app it belonged to is gone.
    func tearDown() {
        root?.detachPresentationChain()
        for view in subviews {
            if let controller = view.next as? UIViewController, controller.viewIfLoaded === view {
                controller.presentingViewController?.detachPresentationChain()
            }
            view.removeFromSuperview()
        }
        root = nil
        isKeyWindow = false
    }
}
