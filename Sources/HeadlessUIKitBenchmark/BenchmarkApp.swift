import HeadlessUIKit

/// The app the benchmark launches: a storyboard app whose initial screen tells when it has appeared.
final class BenchmarkAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}

/// The benchmark app's scene delegate; the storyboard's window is all it needs.
final class BenchmarkSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

/// The benchmark app's first screen: a title, two fields and a button, like a small login screen.
final class BenchmarkRootViewController: UIViewController {
    private let onDidAppear: () -> Void

    init(onDidAppear: @escaping () -> Void) {
        self.onDidAppear = onDidAppear
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented: BenchmarkRootViewController is made in code")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onDidAppear()
    }
}

extension StoryboardFile {
    /// The benchmark app's main storyboard; its initial screen calls `onDidAppear` from `viewDidAppear`.
    static func benchmarkMain(onDidAppear: @escaping () -> Void) -> StoryboardFile {
        StoryboardFile(name: "Main", initialScene: "Root", scenes: [
            StoryboardScene(identifier: "Root", make: BenchmarkRootViewController(onDidAppear: onDidAppear)) { _, view in
                let title = UILabel()
                title.text = "Sign In"
                view.addSubview(title)
                let email = UITextField()
                email.placeholder = "Email"
                view.addSubview(email)
                let password = UITextField()
                password.placeholder = "Password"
                password.isSecureTextEntry = true
                view.addSubview(password)
                let button = UIButton(type: .system)
                button.setTitle("Sign In", for: .normal)
                view.addSubview(button)
            },
        ])
    }
}
