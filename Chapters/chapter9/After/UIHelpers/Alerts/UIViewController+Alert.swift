import HeadlessUIKit

extension UIViewController {
    /// Shows the apps' alert over this screen, through the presenter it is given: UIKit's, unless a test hands in another.
    public func showAlert(title: String, subtitle: String?, action: ErrorViewController.SecondaryAction? = nil, skin: Skin? = nil, presenter: ControllerPresenter = UIKitControllerPresenter()) {
        let alertController = UIStoryboard(name: "Alert", bundle: Bundle(for: ErrorViewController.self)).instantiateViewController(withIdentifier: "error") as! ErrorViewController
        alertController.secondaryAction = action
        alertController.alertTitle = title
        alertController.subtitle = subtitle
        alertController.skin = skin
        alertController.modalPresentationStyle = .overFullScreen
        alertController.modalTransitionStyle = .crossDissolve
        presenter.present(default: alertController, from: self)
    }
}
