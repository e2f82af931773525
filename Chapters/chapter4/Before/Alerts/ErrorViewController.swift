import HeadlessUIKit

/// The app's own alert: a title, a subtitle, an OK button and, for login errors, a "Try Again" button.
class ErrorViewController: UIViewController {
    enum AlertType {
        case login
        case general
    }

    var okButton: UIButton!
    var secondaryButton: UIButton!
    var titleLabel: UILabel!
    var subtitleLabel: UILabel!

    var type: AlertType = .general
    var alertTitle: String = ""
    var subtitle: String?
    var skin: Skin?

    override func viewDidLoad() {
        super.viewDidLoad()
        updateAction()
        updateSkin()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        titleLabel.text = alertTitle
        subtitleLabel.text = subtitle
    }

    private func updateAction() {
        switch type {
        case .general:
            secondaryButton.removeFromSuperview()
        case .login:
            secondaryButton.setTitle("Try Again", for: .normal)
        }
    }

    private func updateSkin() {
        Styler.shared.style(background: view, skin: skin)
        Styler.shared.style(button: okButton, skin: skin)
        Styler.shared.style(button: secondaryButton, skin: skin)
    }

    func okAction(_ sender: Any?) {
        dismiss(animated: true)
    }

    func secondaryAction(_ sender: Any?) {
        switch type {
        case .login:
            loginSecondaryAction()
        case .general:
            Logger.logFatal("no action defined.")
        }
    }

    private func loginSecondaryAction() {
        guard let loginController = presentingViewController as? LoginViewController else {
            Logger.logFatal("misconfigured login: the error screen was not presented by the login screen")
            return
        }
        dismiss(animated: true) {
            loginController.signIn(self)
        }
    }
}
