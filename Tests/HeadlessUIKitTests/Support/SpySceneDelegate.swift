import HeadlessUIKit

/// A scene delegate that records its calls and what the window looked like when the scene connected.
///
/// With `root`, it builds its own window around that controller, as an app
/// without a main storyboard does; without, it keeps the window it was given.
final class SpySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let log: EventLog
    private let makeRoot: (() -> UIViewController)?
    private let showsItsWindow: Bool

    /// The calls this delegate received, in order.
    private(set) var calls: [String] = []
    /// The window's root when `scene(_:willConnectTo:options:)` was called.
    private(set) var rootWhenConnecting: UIViewController?
    /// Whether the window was key when `scene(_:willConnectTo:options:)` was called.
    private(set) var windowWasKeyWhenConnecting: Bool?

    /// With a `root`, the delegate makes a window of its own for it in `scene(_:willConnectTo:options:)`, and shows it unless `showsItsWindow` is false.
    init(log: EventLog = EventLog(), root makeRoot: (() -> UIViewController)? = nil, showsItsWindow: Bool = true) {
        self.log = log
        self.makeRoot = makeRoot
        self.showsItsWindow = showsItsWindow
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        record("willConnect")
        rootWhenConnecting = window?.rootViewController
        windowWasKeyWhenConnecting = window?.isKeyWindow
        guard let makeRoot, let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = makeRoot()
        if showsItsWindow { window.makeKeyAndVisible() }
        self.window = window
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        record("willEnterForeground")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        record("didBecomeActive")
    }

    private func record(_ call: String) {
        calls.append(call)
        log.record("scene.\(call)")
    }
}
