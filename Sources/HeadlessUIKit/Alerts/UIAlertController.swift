/// A controller that shows a title, a message and buttons for its actions.
///
/// Each action is a button in the alert's view, titled like the action, so a
/// user (or a test acting as one) taps it like any other button. Tapping
/// dismisses the alert and then runs the action's handler, as in UIKit.
open class UIAlertController: UIViewController {
    /// How an alert is shown.
    public enum Style: Int {
        /// A sheet of actions.
        case actionSheet
        /// A centred alert.
        case alert
    }

    /// The alert's message.
    open var message: String?
    /// How the alert is shown.
    public let preferredStyle: Style
    /// The alert's actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action a return key would trigger.
    open var preferredAction: UIAlertAction?

    /// Creates an alert.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
        modalPresentationStyle = .overFullScreen
    }

    /// Adds an action; its button appears when the view loads.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
        if isViewLoaded { addButton(for: action) }
    }

    open override func loadView() {
        super.loadView()
        let titleLabel = UILabel()
        titleLabel.text = title
        view.addSubview(titleLabel)
        let messageLabel = UILabel()
        messageLabel.text = message
        view.addSubview(messageLabel)
        actions.forEach(addButton(for:))
    }

    private func addButton(for action: UIAlertAction) {
        let button = UIButton(type: .system)
        button.setTitle(action.title, for: .normal)
        button.isEnabled = action.isEnabled
        button.addAction(UIAction { [weak self] _ in
            self?.dismiss(animated: true) { action.handler?(action) }
        }, for: .touchUpInside)
        view.addSubview(button)
    }
}
