import HeadlessUIKit

/// Owns the window; the Main storyboard's login scene becomes its root and gets the app's API.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard scene is UIWindowScene else { return }
        if let loginController = window?.rootViewController as? LoginViewController {
            loginController.api = UIApplication.appDelegate.api
        }
    }
}
