import HeadlessUIKit
import UIHelpers

/// Launches ExpenseReport and owns what the whole app shares: its settings, its API and the logged-in user.
class AppDelegate: UIResponder, UIApplicationDelegate {
    /// The company's server, the one MyBiz talks to.
    static let server = "http://localhost:8080/"
    /// ExpenseReport's own house style: rounder, bolder buttons than MyBiz's.
    static let style = UIConfiguration(buttonRadius: 12, buttonBorder: 2)

    var api: ExpensesAPI!
    var userId: String?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Styler.shared.configure(with: AppDelegate.style)
        api = ExpensesAPI(server: AppDelegate.server)
        return true
    }
}
