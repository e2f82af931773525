import Foundation

/// The top of a view hierarchy: it holds the root view controller and the views of what is presented.
///
/// A window starts hidden. Setting ``rootViewController`` replaces the whole
/// hierarchy at once: the old root and everything presented over it leave the
/// window (their `viewWillDisappear`/`viewDidDisappear` are called at once if
/// the window is visible), and the new root's view joins it. The new root gets
/// `viewWillAppear` at once and `viewDidAppear` on the next main-queue turn,
/// when the window is visible; otherwise when ``makeKeyAndVisible()`` shows it.
open class UIWindow: UIView {
    /// The scene the window belongs to.
    public private(set) weak var windowScene: UIWindowScene?

    /// Whether the window receives keyboard and other non-touch events; set by ``makeKey()``.
    public private(set) var isKeyWindow = false

    private var root: UIViewController?

    /// Creates a hidden window in a scene.
    public init(windowScene: UIWindowScene) {
        super.init(frame: .zero)
        isHidden = true
        attach(to: windowScene)
    }

    /// Creates a hidden window; it joins the app's first window scene when made key.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a hidden window with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
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
            let presented = oldRoot.presentationChain
            if visible {
                presented.reversed().forEach { $0.beginDisappearance(animated: false) }
                oldRoot.beginDisappearance(animated: false)
            }
            oldRoot.detachPresentationChain()
            oldRoot.viewIfLoaded?.removeFromSuperview()
            if visible {
                presented.reversed().forEach { $0.endDisappearance(animated: false) }
                oldRoot.endDisappearance(animated: false)
            }
        }
        root = newRoot
        guard let newRoot else { return }
        insertSubview(newRoot.view, at: 0)
        if visible {
            newRoot.beginAppearance(animated: false)
            MainQueue.nextTurn { newRoot.endAppearance(animated: false) }
        }
    }

    /// Empties the window without appearance callbacks: the app it belonged to is gone.
    func tearDown() {
        root?.detachPresentationChain()
        root?.viewIfLoaded?.removeFromSuperview()
        root = nil
        isKeyWindow = false
    }
}
