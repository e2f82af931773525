import HeadlessUIKit

/// The first screen: an email, a password and a Sign In button.
class LoginViewController: UIViewController {
    var emailField: UITextField!
    var passwordField: UITextField!
    var signInButton: UIButton!

    var api: API!
    var presenter: ControllerPresenter = UIKitControllerPresenter()

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.text = "agent@shield.org"
        passwordField.text = "hailHydra"
        Styler.shared.style(button: signInButton)
    }

    func signIn(_ sender: Any?) {
        guard let username = emailField.text, let password = passwordField.text else { return }
        guard Validators.isEmail(username), Validators.isValidPassword(password) else {
            showAlert(title: "Invalid Username or Password", subtitle: "Check the username or password", presenter: presenter)
            return
        }
        Analytics.shared.track("login")
        api.delegate = self
        api.login(username: username, password: password)
    }
}

extension LoginViewController: APIDelegate {
    func loginFailed(error: Error) {
        let retryAction = ErrorViewController.SecondaryAction(title: "Try Again") { [weak self] in
            self?.signIn(self)
        }
        showAlert(title: "Login Failed", subtitle: error.localizedDescription, action: retryAction, skin: .loginAlert, presenter: presenter)
    }

    // The API announces a login (userLoggedInNotification); the AppDelegate is the one that reacts.
    func loginSucceeded(userId: String) {}

    func announcementsFailed(error: Error) {}
    func announcementsLoaded(announcements: [Announcement]) {}
    func orgChartFailed(error: Error) {}
    func orgChartLoaded(employees: [Employee]) {}
    func eventsFailed(error: Error) {}
    func eventsLoaded(events: [Event]) {}
    func productsFailed(error: Error) {}
    func productsLoaded(products: [Product]) {}
    func purchasesFailed(error: Error) {}
    func purchasesLoaded(purchases: [PurchaseOrder]) {}
    func purchaseOrderFailed(error: Error) {}
    func purchaseOrderSubmitted(purchaseOrder: PurchaseOrder) {}
    func userFailed(error: Error) {}
    func userLoaded(user: UserInfo) {}
}
