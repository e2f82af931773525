/// A control that runs an action when tapped, with a title per state.
open class UIButton: UIControl {
    /// A button's look; HeadlessUIKit records it and draws nothing.
    public enum ButtonType: Int {
        /// A plain button.
        case custom
        /// A system-styled button.
        case system
        /// A close button.
        case close
    }

    /// The button's look: `.custom` unless made with ``init(type:)``, as in UIKit.
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [State: String] = [:]
    private var titleColors: [State: UIColor] = [:]

    /// The label that shows the current title.
    public let titleLabel: UILabel? = UILabel()

    /// Creates a button of a type.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Creates a button whose tap runs an action; its title becomes the button's title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Creates a button with a frame whose tap runs an action.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(type: .custom, primaryAction: primaryAction)
        self.frame = frame
    }

    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        titleLabel?.text = currentTitle
    }

    /// The title for a state, falling back to the normal state's title as UIKit does.
    open func title(for state: State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The title the button shows now.
    open var currentTitle: String? {
        title(for: state)
    }

    /// Sets the title colour for a state.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
    }

    /// The title colour for a state, falling back to the normal state's.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state] ?? titleColors[.normal]
    }

    open override var isEnabled: Bool {
        didSet { titleLabel?.text = currentTitle }
    }
}
