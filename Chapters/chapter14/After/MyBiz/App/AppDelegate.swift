import HeadlessUIKit
import UIHelpers

/// Launches MyBiz and owns what the whole app shares: the configuration, the API, the announcements and the logged-in user; it tells the login flow when the user logs out or in.
class AppDelegate: UIResponder, UIApplicationDelegate {
    static var configuration: Configuration!

    var api: API!
    /// Where the announcements tab asks for announcements: the API's, with the last ones loaded kept while the app runs.
    var announcementsSource: AnnouncementsSource!
    var userId: String?
    var loginFlow: LoginFlowController?
    private var observers: [NSObjectProtocol] = []

    deinit {
        observers.forEach(NotificationCenter.default.removeObserver)
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        AppDelegate.configuration = Configuration.load()
        Styler.shared.configure(with: AppDelegate.configuration.ui)
        api = API(server: AppDelegate.configuration.server)
        announcementsSource = CachingAnnouncementsSource(source: api)
        setupListeners()
        return true
    }

    func setupListeners() {
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: userLoggedOutNotification, object: nil, queue: nil) { [weak self] _ in
            self?.loginFlow?.userLoggedOut()
        })
        observers.append(center.addObserver(forName: userLoggedInNotification, object: nil, queue: nil) { [weak self] notification in
            guard let userId = notification.userInfo?[UserNotificationKey.userId] as? String else { return }
            self?.handleLogin(userId: userId)
        })
    }

    func handleLogin(userId: String) {
        self.userId = userId
        loginFlow?.userLoggedIn()
    }
}
