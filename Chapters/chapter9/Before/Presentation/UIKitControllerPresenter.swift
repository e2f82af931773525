import HeadlessUIKit

/// The app's own presenter: UIKit presents, with its animated transition.
struct UIKitControllerPresenter: ControllerPresenter {
    func present(default controller: UIViewController, from presenter: UIViewController) {
        presenter.present(controller, animated: true)
    }
}
