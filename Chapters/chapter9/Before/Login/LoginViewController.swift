import HeadlessUIKit

/// The first screen: an email, a password and a Sign In button, bound to the view model that decides what signing in does.
class LoginViewController: UIViewController {
    var emailField: UITextField!
    var passwordField: UITextField!
    var signInButton: UIButton!

    var api: API!
    lazy var viewModel = LoginViewModel(api: api, router: Router(viewController: self))

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.text = "agent@shield.org"
        passwordField.text = "hailHydra"
        Styler.shared.style(button: signInButton)
    }

    func signIn(_ sender: Any?) {
        guard let email = emailField.text, let password = passwordField.text else { return }
        viewModel.login(email: email, password: password)
    }
}
