import HeadlessUIKit
import UIHelpers

/// Login's own router: shows what a view model asks for on the screen it routes for, with an alert from its factory, through its presenter.
final class Router: RouterProtocol {
    // Weak: the screen owns its view model, which owns this router.
    private weak var viewController: UIViewController?
    private let presenter: ControllerPresenter
    private let errorViewControllerFactory: ErrorViewControllerFactory

    init(viewController: UIViewController, presenter: ControllerPresenter = UIKitControllerPresenter(),
         errorViewControllerFactory: ErrorViewControllerFactory = StoryboardErrorViewControllerFactory()) {
        self.viewController = viewController
        self.presenter = presenter
        self.errorViewControllerFactory = errorViewControllerFactory
    }

    /// Shows the alert over the screen; the apps' alert has OK and room for one more button, the first action's.
    func alertWithAction(title: String, message: String, alertStyle: Skin?, actions: [AlertAction]) {
        let action = actions.first.map { ErrorViewController.SecondaryAction(title: $0.title, action: $0.handler) }
        viewController?.showAlert(title: title, subtitle: message, action: action, skin: alertStyle, presenter: presenter, factory: errorViewControllerFactory)
    }
}
