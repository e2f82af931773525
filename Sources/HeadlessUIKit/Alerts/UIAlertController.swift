/// A controller that shows a title, a message, text fields and buttons for its actions.
///
/// Each action is a button in the alert's view, titled like the action, so a
/// user (or a test acting as one) taps it like any other button; each text
/// field is a field in the view, found by its placeholder. Tapping dismisses
/// the alert and then runs the action's handler, as in UIKit. As in UIKit, a
/// second `.cancel` action and a text field on an action sheet are programming
/// errors (see ``UIKitDiagnostics/exceptionHandler``).
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
    public private(set) var preferredStyle: Style = .alert
    /// The alert's actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action a return key would trigger.
    open var preferredAction: UIAlertAction?
    private var fields: [UITextField] = []

    /// The alert's text fields, in the order they were added; `nil` until one is added.
    ///
    /// UIKit does not document what an alert without fields answers; see
    /// `Docs/DifferencesFromUIKit.md` for the choice made here.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    /// Creates an alert: the way UIKit's alerts are made.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        // An action sheet is a popover that a phone shows as a sheet; an alert covers the screen and keeps its presenter.
        modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .overFullScreen
    }

    /// Adds an action; its button appears when the view loads.
    ///
    /// A second `.cancel` action is a programming error, as in UIKit; if the
    /// exception handler returns, the action is not added.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            UIKitDiagnostics.raise("NSInternalInconsistencyException", "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            return
        }
        actions.append(action)
        if isViewLoaded { addButton(for: action) }
    }

    /// Adds a text field, configured by the handler, below the message.
    ///
    /// Only an alert has text fields: on an action sheet this is a programming
    /// error, as in UIKit; if the exception handler returns, no field is added.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            UIKitDiagnostics.raise("NSInternalInconsistencyException", "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField()
        configurationHandler?(field)
        fields.append(field)
        if isViewLoaded { view.insertSubview(field, at: 2 + fields.count - 1) }
    }

    open override func loadView() {
        super.loadView()
        let titleLabel = UILabel()
        titleLabel.text = title
        view.addSubview(titleLabel)
        let messageLabel = UILabel()
        messageLabel.text = message
        view.addSubview(messageLabel)
        fields.forEach(view.addSubview)
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
