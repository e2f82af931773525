import HeadlessUIKit
import UIHelpers

/// The first screen: an email, a password and a Sign In button, bound to the view model that decides what signing in does.
public class LoginViewController: UIViewController {
    var titleLabel: UILabel!
    var emailField: UITextField!
    var passwordField: UITextField!
    var signInButton: UIButton!

    /// The name of the app the user signs in to, above the fields.
    public var appName: String?
    /// The server to log in to: the app that shows the screen hands in its own.
    public var api: LoginAPI!
    /// Where the screen logs what the user does: the app's analytics, when it hands them in.
    public var logger: LoggingManager = ConsoleLoggingManager()
    /// What the app does once a user has logged in, given the user's id; an app whose API announces logins may leave it as it is.
    public var onLogin: (String) -> Void = { _ in }
    lazy var viewModel = LoginViewModel(api: api, router: Router(viewController: self), logger: logger, onLogin: { [weak self] userId in self?.onLogin(userId) })

    public override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = appName
        emailField.text = "agent@shield.org"
        passwordField.text = "hailHydra"
        Styler.shared.style(button: signInButton)
    }

    func signIn(_ sender: Any?) {
        guard let email = emailField.text, let password = passwordField.text else { return }
        viewModel.login(email: email, password: password)
    }
}
