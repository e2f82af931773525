import Foundation

/// A container of a primary and a secondary controller, shown collapsed as on a phone.
///
/// HeadlessUIKit's screen is a phone's, where UIKit's classic split view
/// controller is collapsed: only the primary controller is on screen, and
/// showing a detail pushes it on the primary navigation controller (or, when
/// the primary is not one, presents it). There is no expanded, side-by-side
/// layout and no column-style (`init(style:)`) API; see
/// `Docs/DifferencesFromUIKit.md`.
open class UISplitViewController: UIViewController {
    private var columns: [UIViewController] = []

    /// The primary and, if set, the secondary controller.
    open var viewControllers: [UIViewController] {
        get { columns }
        set {
            let oldVisible = columns.first
            columns.forEach { controller in
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
            columns = newValue
            newValue.forEach { addChild($0) }
            transitionChildViews(from: oldVisible, to: newValue.first, animated: false)
            newValue.forEach { $0.didMove(toParent: self) }
        }
    }

    /// Whether only one controller is on screen; always, on HeadlessUIKit's phone-sized screen.
    public var isCollapsed: Bool { true }

    /// Shows a controller as the detail: pushed on the primary navigation controller, or else presented.
    open override func showDetailViewController(_ controller: UIViewController, sender: Any?) {
        if let primary = columns.first as? UINavigationController, !(controller is UINavigationController) {
            primary.pushViewController(controller, animated: true)
        } else {
            present(controller, animated: true)
        }
    }

    /// Loads the container's view with the primary's view in it.
    open override func loadView() {
        super.loadView()
        installVisibleChildViews()
    }

    override var childrenReceivingAppearance: [UIViewController] {
        columns.first.map { [$0] } ?? []
    }
}
