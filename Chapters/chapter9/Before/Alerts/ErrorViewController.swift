import HeadlessUIKit

/// The app's own alert: a title, a subtitle, an OK button and, when given one, a secondary action's button.
class ErrorViewController: UIViewController {
    /// A second button's title and what tapping it does, after the alert is dismissed.
    struct SecondaryAction {
        let title: String
        let action: () -> Void
    }

    var okButton: UIButton!
    var secondaryButton: UIButton!
    var titleLabel: UILabel!
    var subtitleLabel: UILabel!

    var secondaryAction: SecondaryAction?
    var alertTitle: String = ""
    var subtitle: String?
    var skin: Skin?

    private let logger: LoggingManager

    init(logger: LoggingManager = LogManager()) {
        self.logger = logger
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        logger = LogManager()
        super.init(coder: coder)
    }

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
        if let secondaryAction {
            secondaryButton.setTitle(secondaryAction.title, for: .normal)
        } else {
            secondaryButton.removeFromSuperview()
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
        guard let secondaryAction else {
            logger.logFatal("no action defined.")
            return
        }
        dismiss(animated: true) {
            secondaryAction.action()
        }
    }
}
