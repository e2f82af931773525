import HeadlessUIKit

extension UIViewController {
    /// Shows the apps' alert over this screen: an alert from the factory it is given, through the presenter it is given; UIHelpers' own, unless a test hands in others.
    public func showAlert(title: String, subtitle: String?, action: ErrorViewController.SecondaryAction? = nil, skin: Skin? = nil,
                          presenter: ControllerPresenter = UIKitControllerPresenter(),
                          factory: ErrorViewControllerFactory = StoryboardErrorViewControllerFactory()) {
        let alertController = factory.makeErrorViewController()
        alertController.secondaryAction = action
        alertController.alertTitle = title
        alertController.subtitle = subtitle
        alertController.skin = skin
        alertController.modalPresentationStyle = .overFullScreen
        alertController.modalTransitionStyle = .crossDissolve
        presenter.present(default: alertController, from: self)
    }
}
