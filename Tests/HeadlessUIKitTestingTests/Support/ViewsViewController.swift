import HeadlessUIKit

/// A controller whose view shows the given views, in order: a screen assembled by a test.
final class ViewsViewController: UIViewController {
    private let views: [UIView]

    init(title: String? = nil, views: [UIView]) {
        self.views = views
        super.init()
        self.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        views.forEach(view.addSubview)
    }
}
