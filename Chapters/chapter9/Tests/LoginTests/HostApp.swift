import HeadlessUIKit
import Login

/// The smallest app that signs in through Login: it shows Login's screen over the API it is given, and remembers who logged in.
final class HostAppDelegate: UIResponder, UIApplicationDelegate {
    private(set) var userId: String?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    func loggedIn(userId: String) {
        self.userId = userId
    }
}

/// Puts Login's screen in the host app's window.
final class HostSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let api: LoginAPI

    init(api: LoginAPI) {
        self.api = api
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        let loginController = LoginViewController.instantiate(appName: "Host", api: api)
        loginController.onLogin = { userId in
            (UIApplication.shared.delegate as? HostAppDelegate)?.loggedIn(userId: userId)
        }
        window.rootViewController = loginController
        window.makeKeyAndVisible()
    }
}
