import HeadlessUIKit

/// The apps' own presenter: UIKit presents, with its animated transition.
public struct UIKitControllerPresenter: ControllerPresenter {
    public init() {}

    public func present(default controller: UIViewController, from presenter: UIViewController) {
        presenter.present(controller, animated: true)
    }
}
