import HeadlessUIKit

/// The apps' own alert: a title, a subtitle, an OK button and, when given one, a secondary action's button.
public class ErrorViewController: UIViewController {
    /// A second button's title and what tapping it does, after the alert is dismissed.
    public struct SecondaryAction {
        public let title: String
        public let action: () -> Void

        public init(title: String, action: @escaping () -> Void) {
            self.title = title
            self.action = action
        }
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

    init(logger: LoggingManager = ConsoleLoggingManager()) {
        self.logger = logger
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        logger = ConsoleLoggingManager()
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        updateAction()
        updateSkin()
    }

    public override func viewWillAppear(_ animated: Bool) {
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
