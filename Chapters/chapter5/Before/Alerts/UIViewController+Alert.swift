import HeadlessUIKit

extension UIViewController {
    func showAlert(title: String, subtitle: String?, action: ErrorViewController.SecondaryAction? = nil, skin: Skin? = nil) {
        let alertController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "error") as! ErrorViewController
        alertController.secondaryAction = action
        alertController.alertTitle = title
        alertController.subtitle = subtitle
        alertController.skin = skin
        alertController.modalPresentationStyle = .overFullScreen
        alertController.modalTransitionStyle = .crossDissolve
        UIApplication.appDelegate.rootController?.present(alertController, animated: true)
    }
}
