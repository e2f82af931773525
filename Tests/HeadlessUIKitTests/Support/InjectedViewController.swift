import HeadlessUIKit

/// A controller with a dependency handed to its initializer, written as Xcode requires it (Parameterize Constructor).
final class InjectedViewController: UIViewController {
    let greeting: String

    init(greeting: String) {
        self.greeting = greeting
        super.init(nibName: nil, bundle: nil)
    }

    /// The storyboard's path in: `instantiateViewController(identifier:creator:)` passes the coder.
    init?(coder: NSCoder, greeting: String) {
        self.greeting = greeting
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A view with a dependency handed to its initializer, written as Xcode requires it.
final class BadgeView: UIView {
    let count: Int

    init(count: Int) {
        self.count = count
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
