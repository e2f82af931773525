import HeadlessUIKit

/// Decides what the user sees as they log in and out: login at launch, the tabs after a login, a fresh login after a logout.
///
/// It asks its factory for each screen and shows it as the window's root;
/// how a screen is built, and what it needs, is the factory's business.
final class LoginFlowController {
    private let window: Window
    private let factory: LoginFlowControllerElementsFactory

    init(window: Window, factory: LoginFlowControllerElementsFactory) {
        self.window = window
        self.factory = factory
    }

    /// Shows the login screen, as the app opens.
    func start() {
        showLogin()
    }

    /// Shows the tabs: the user has logged in.
    func userLoggedIn() {
        let tabController = factory.createTabController()
        window.rootViewController = tabController
    }

    /// Shows a fresh login screen: the user has logged out.
    func userLoggedOut() {
        showLogin()
    }

    private func showLogin() {
        let loginController = factory.createLoginViewController()
        window.rootViewController = loginController
    }
}
