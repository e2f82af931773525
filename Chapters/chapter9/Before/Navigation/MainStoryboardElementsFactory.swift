import HeadlessUIKit

/// The app's own factory: screens from the Main storyboard, the login screen given the app's API.
struct MainStoryboardElementsFactory: LoginFlowControllerElementsFactory {
    let api: API

    func createLoginViewController() -> UIViewController {
        let loginController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "login") as! LoginViewController
        loginController.api = api
        return loginController
    }

    func createTabController() -> UIViewController {
        UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "tabController")
    }
}
