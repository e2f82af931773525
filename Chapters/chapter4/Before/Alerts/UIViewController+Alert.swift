import HeadlessUIKit

extension UIViewController {
    func showAlert(title: String, subtitle: String?, type: ErrorViewController.AlertType = .general, skin: Skin? = nil) {
        let alertController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "error") as! ErrorViewController
        alertController.type = type
        alertController.alertTitle = title
        alertController.subtitle = subtitle
        alertController.skin = skin
        alertController.modalPresentationStyle = .overFullScreen
        alertController.modalTransitionStyle = .crossDissolve
        UIApplication.appDelegate.rootController?.present(alertController, animated: true)
    }
}
