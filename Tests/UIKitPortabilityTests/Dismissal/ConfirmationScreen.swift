import HeadlessUIKit

/// Asks the user to confirm; once it has gone away, tells whoever asked.
class ConfirmationScreen: UIViewController {
    var onConfirmed: (() -> Void)?

    func confirm() {
        // Only once the screen is gone: the next screen may want to present.
        dismiss(animated: true) { [onConfirmed] in
            onConfirmed?()
        }
    }
}
