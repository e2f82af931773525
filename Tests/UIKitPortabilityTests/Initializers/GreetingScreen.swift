import HeadlessUIKit

/// A screen with its own initializer (Parameterize Constructor), as Xcode requires it: `super.init(nibName:bundle:)` and `required init?(coder:)`.
final class GreetingScreen: UIViewController {
    let greeting: String
    private let label = UILabel()

    init(greeting: String) {
        self.greeting = greeting
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("GreetingScreen is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = greeting
        view.addSubview(label)
    }

    var shownGreeting: String? { label.text }
}
