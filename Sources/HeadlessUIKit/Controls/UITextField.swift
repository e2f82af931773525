/// A control that edits one line of text.
open class UITextField: UIControl {
    /// The text in the field.
    open var text: String? = ""
    /// The text shown while the field is empty.
    open var placeholder: String?
    /// Whether the text is hidden as dots, as for a password.
    open var isSecureTextEntry = false
    /// The keyboard the field asks for.
    open var keyboardType: UIKeyboardType = .default
    /// The colour of the text.
    open var textColor: UIColor? = .label
    /// The font of the text.
    open var font: UIFont? = .systemFont(ofSize: 17)
    /// The object told about editing.
    open weak var delegate: UITextFieldDelegate?
}

/// The keyboard a text field asks for.
public enum UIKeyboardType: Int {
    /// The default keyboard.
    case `default`
    /// A keyboard for email addresses.
    case emailAddress
    /// A keyboard for numbers.
    case numberPad
}

/// The object that a text field tells about editing.
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Asks whether the field should process the return key.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// Tells that editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
}
