import HeadlessUIKit

/// Launches MyBiz and owns what the whole app shares: the configuration, the API and the logged-in user.
class AppDelegate: UIResponder, UIApplicationDelegate {
    static var configuration: Configuration!

    var api: API!
    var userId: String?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        AppDelegate.configuration = Configuration.load()
        api = API(server: AppDelegate.configuration.server)
        return true
    }

    var rootController: UIViewController? {
        get { UIApplication.shared.windows.first { $0.isKeyWindow }?.rootViewController }
        set { UIApplication.shared.windows.first { $0.isKeyWindow }?.rootViewController = newValue }
    }

    func showLogin() {
        let loginController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "login") as! LoginViewController
        loginController.api = api
        rootController = loginController
    }
}
