import HeadlessUIKit

extension LoginViewController {
    /// A fresh login screen from Login's own storyboard, titled with the app's name, logging in through the API it is given.
    public static func instantiate(appName: String, api: LoginAPI) -> LoginViewController {
        let storyboard = UIStoryboard(name: "Login", bundle: Bundle(for: LoginViewController.self))
        let loginController = storyboard.instantiateViewController(withIdentifier: "login") as! LoginViewController
        loginController.appName = appName
        loginController.api = api
        return loginController
    }
}
