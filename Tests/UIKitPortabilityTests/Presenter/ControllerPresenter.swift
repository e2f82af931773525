import HeadlessUIKit

/// Presents a controller from another: the one thing a screen needs from UIKit to show an alert, as a seam.
protocol ControllerPresenter {
    func present(_ controller: UIViewController, from presenter: UIViewController, animated: Bool, completion: (() -> Void)?)
}

/// The live presenter: UIKit's own presentation.
struct UIKitControllerPresenter: ControllerPresenter {
    func present(_ controller: UIViewController, from presenter: UIViewController, animated: Bool, completion: (() -> Void)?) {
        presenter.present(controller, animated: animated, completion: completion)
    }
}
