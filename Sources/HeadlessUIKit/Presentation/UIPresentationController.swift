import Foundation

/// The object that manages a presented controller's place on screen.
///
/// HeadlessUIKit keeps only what code reads from it: the two controllers.
/// Custom presentation controllers (`.custom` with a transitioning delegate)
/// are not modelled; see `Docs/DifferencesFromUIKit.md`.
open class UIPresentationController: NSObject {
    /// The controller being presented.
    public let presentedViewController: UIViewController

    /// The controller that presents it, once the presentation has started; `presentingViewController` of the presented controller.
    public var presentingViewController: UIViewController? {
        presentedViewController.presentingViewController
    }

    /// Creates a presentation controller for a controller.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        super.init()
    }
}
