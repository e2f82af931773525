import HeadlessUIKit
import Login

/// The app's own factory: Login's screen given the app's API and analytics, the tabs from the Main storyboard.
struct MainStoryboardElementsFactory: LoginFlowControllerElementsFactory {
    let api: API

    func createLoginViewController() -> UIViewController {
        let loginController = LoginViewController.instantiate(appName: "MyBiz", api: api)
        loginController.logger = LogManager()
        return loginController
    }

    func createTabController() -> UIViewController {
        UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "tabController")
    }
}
