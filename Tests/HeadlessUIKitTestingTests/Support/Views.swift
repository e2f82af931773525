import HeadlessUIKit

/// Builds the views the tests put on screen, configured in one expression.
enum Views {
    static func label(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        return label
    }

    static func button(_ title: String, isEnabled: Bool = true, isHidden: Bool = false, action: ((UIAction) -> Void)? = nil) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.isEnabled = isEnabled
        button.isHidden = isHidden
        if let action { button.addAction(UIAction(handler: action), for: .touchUpInside) }
        return button
    }

    static func textField(placeholder: String? = nil, identifier: String? = nil, isSecure: Bool = false) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        field.accessibilityIdentifier = identifier
        field.isSecureTextEntry = isSecure
        return field
    }
}
