import HeadlessUIKit

/// Owns the window, and starts the login flow in it with the app's factory of screens.
///
/// The window is its own: the login screen comes from Login's storyboard,
/// so the app's Main storyboard has no initial scene to start a window with.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        let appDelegate = UIApplication.appDelegate
        let loginFlow = LoginFlowController(window: window, factory: MainStoryboardElementsFactory(api: appDelegate.api))
        appDelegate.loginFlow = loginFlow
        loginFlow.start()
        window.makeKeyAndVisible()
    }
}
