import HeadlessUIKit

/// Owns the window, and starts the login flow in it with the app's factory of screens.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard scene is UIWindowScene, let window else { return }
        let appDelegate = UIApplication.appDelegate
        let loginFlow = LoginFlowController(window: window, factory: MainStoryboardElementsFactory(api: appDelegate.api))
        appDelegate.loginFlow = loginFlow
        loginFlow.start()
    }
}
