import HeadlessUIKit

extension UIViewController {
    /// Shows the app's alert over this screen, through the presenter it is given: UIKit's, unless a test hands in another.
    func showAlert(title: String, subtitle: String?, action: ErrorViewController.SecondaryAction? = nil, skin: Skin? = nil, presenter: ControllerPresenter = UIKitControllerPresenter()) {
        let alertController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "error") as! ErrorViewController
        alertController.secondaryAction = action
        alertController.alertTitle = title
        alertController.subtitle = subtitle
        alertController.skin = skin
        alertController.modalPresentationStyle = .overFullScreen
        alertController.modalTransitionStyle = .crossDissolve
        presenter.present(default: alertController, from: self)
    }
}
