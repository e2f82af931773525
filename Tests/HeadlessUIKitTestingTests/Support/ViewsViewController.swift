import HeadlessUIKit

/// A controller whose view shows the given views, in order: a screen assembled by a test.
final class ViewsViewController: UIViewController {
    private let views: [UIView]

    init(title: String? = nil, views: [UIView]) {
        self.views = views
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented: ViewsViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        views.forEach(view.addSubview)
    }
}
