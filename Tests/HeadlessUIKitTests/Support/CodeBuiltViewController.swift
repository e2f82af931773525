import HeadlessUIKit

/// A controller that builds its view in code by overriding `loadView()`, without calling super.
final class CodeBuiltViewController: UIViewController {
    let builtView = UILabel()

    override func loadView() {
        view = builtView
    }
}
