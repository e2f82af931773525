import HeadlessUIKit

/// A scene delegate that shows a given root controller in a key, visible window, as an app without a main storyboard does; without a root, it makes no window.
final class StubSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let makeRoot: (() -> UIViewController)?

    init(root makeRoot: (() -> UIViewController)?) {
        self.makeRoot = makeRoot
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let makeRoot, let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = makeRoot()
        window.makeKeyAndVisible()
        self.window = window
    }
}
