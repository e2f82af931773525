import HeadlessUIKit
import HeadlessUIKitTesting
import XCTest

// A sample of what the testing module is for: a small storyboard app, signed into the way a user would,
// through `Screen`, the wait helpers and snapshots only.
//
// MARK: - The app
//
// What would live in the app module: ordinary UIKit code. The storyboard is
// declared in Swift (see `StoryboardFile.main` below) because Interface Builder
// does not exist on Linux; its layout closures are what the storyboard's XML
// would say: the views of each scene and the outlets they connect.

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard scene is UIWindowScene else { return }
    }
}

final class LoginViewController: UIViewController {
    var emailField: UITextField!
    var passwordField: UITextField!
    var signInButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"
        signInButton.isEnabled = false
        emailField.addAction(UIAction { [weak self] _ in self?.updateSignInButton() }, for: .editingChanged)
        passwordField.addAction(UIAction { [weak self] _ in self?.updateSignInButton() }, for: .editingChanged)
        signInButton.addAction(UIAction { [weak self] _ in self?.signIn() }, for: .touchUpInside)
    }

    private func updateSignInButton() {
        signInButton.isEnabled = !(emailField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
    }

    private func signIn() {
        guard emailField.text == "agent@shield.org", passwordField.text == "hunter2" else {
            let error = storyboard?.instantiateViewController(withIdentifier: "LoginError") as! LoginErrorViewController
            error.message = "The email or password is wrong."
            present(error, animated: true)
            return
        }
        let home = storyboard?.instantiateViewController(withIdentifier: "Home") as! HomeViewController
        home.email = emailField.text
        view.window?.rootViewController = home
    }
}

final class LoginErrorViewController: UIViewController {
    var messageLabel: UILabel!
    var okButton: UIButton!
    var message: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        messageLabel.text = message
        okButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
    }
}

final class HomeViewController: UIViewController {
    var greetingLabel: UILabel!
    var email: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        greetingLabel.text = "Signed in as \(email ?? "nobody")"
    }
}

extension StoryboardFile {
    static let main = StoryboardFile(name: "Main", initialScene: "Login", scenes: [
        StoryboardScene(identifier: "Login", make: LoginViewController()) { controller, view in
            let email = UITextField()
            email.placeholder = "Email"
            email.keyboardType = .emailAddress
            view.addSubview(email)
            controller.emailField = email
            let password = UITextField()
            password.placeholder = "Password"
            password.isSecureTextEntry = true
            view.addSubview(password)
            controller.passwordField = password
            let signIn = UIButton(type: .system)
            signIn.setTitle("Sign In", for: .normal)
            view.addSubview(signIn)
            controller.signInButton = signIn
        },
        StoryboardScene(identifier: "LoginError", make: LoginErrorViewController()) { controller, view in
            let title = UILabel()
            title.text = "Sign In Failed"
            view.addSubview(title)
            let message = UILabel()
            message.numberOfLines = 0
            view.addSubview(message)
            controller.messageLabel = message
            let ok = UIButton(type: .system)
            ok.setTitle("OK", for: .normal)
            view.addSubview(ok)
            controller.okButton = ok
        },
        StoryboardScene(identifier: "Home", make: HomeViewController()) { controller, view in
            let greeting = UILabel()
            view.addSubview(greeting)
            controller.greetingLabel = greeting
        },
    ])
}

// MARK: - The tests

final class SampleFlowTests: XCTestCase {
    private var screen: Screen!

    override func setUpWithError() throws {
        try super.setUpWithError()
        UIApplication.launch(appDelegate: AppDelegate(), sceneDelegate: SceneDelegate(), mainStoryboard: .main)
        screen = try Screen.current()
    }

    override func tearDown() {
        screen = nil
        super.tearDown()
    }

    func test_launch_ofTheApp_showsTheLoginScreen() {
        let top = screen.topViewController

        XCTAssertTrue(top is LoginViewController)
        assertSnapshot(of: screen.window)
    }

    func test_signIn_beforeBothFieldsAreFilled_cannotBeTapped() throws {
        try screen.type("agent@shield.org", into: "Email")

        XCTAssertThrowsError(try screen.tap("Sign In")) { error in
            XCTAssertTrue("\(error)".contains("it is disabled"), "\(error)")
        }
    }

    func test_signIn_withAWrongPassword_presentsTheError() throws {
        try screen.type("agent@shield.org", into: "Email")
        try screen.type("letmein", into: "Password")

        try screen.tap("Sign In")

        waitForPresented(LoginErrorViewController.self)
        assertSnapshot(of: screen.window)
    }

    func test_errorOK_whenTapped_dismissesBackToTheFilledInLogin() throws {
        try screen.type("agent@shield.org", into: "Email")
        try screen.type("letmein", into: "Password")
        try screen.tap("Sign In")
        waitForPresented(LoginErrorViewController.self)

        try screen.tap("OK")

        waitUntilNothingIsPresented()
        XCTAssertTrue(screen.topViewController is LoginViewController)
        XCTAssertTrue(screen.shows("agent@shield.org"))
    }

    func test_signIn_withTheRightPassword_makesHomeTheRoot() throws {
        try screen.type("agent@shield.org", into: "Email")
        try screen.type("hunter2", into: "Password")

        try screen.tap("Sign In")

        waitForRoot(HomeViewController.self)
        assertSnapshot(of: screen.window)
    }
}
