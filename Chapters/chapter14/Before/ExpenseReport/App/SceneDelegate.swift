import HeadlessUIKit
import Login

/// Owns the window: the shared login screen first, the user's expenses once they have logged in.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        window.rootViewController = makeLoginScreen()
        window.makeKeyAndVisible()
    }

    private func makeLoginScreen() -> UIViewController {
        let appDelegate = UIApplication.shared.delegate as! AppDelegate
        let loginController = LoginViewController.instantiate(appName: "ExpenseReport", api: appDelegate.api)
        loginController.onLogin = { [weak self] userId in
            appDelegate.userId = userId
            self?.showExpenses()
        }
        return loginController
    }

    private func showExpenses() {
        let appDelegate = UIApplication.shared.delegate as! AppDelegate
        let expensesController = UIStoryboard(name: "Expenses", bundle: nil).instantiateViewController(withIdentifier: "expenses") as! ExpensesViewController
        expensesController.api = appDelegate.api
        window?.rootViewController = expensesController
    }
}
