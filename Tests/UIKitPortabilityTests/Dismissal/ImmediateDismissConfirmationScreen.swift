import HeadlessUIKit

/// A confirmation screen whose dismissal ends at once: it records the call and runs the completion, with no transition.
final class ImmediateDismissConfirmationScreen: ConfirmationScreen {
    private(set) var dismissals: [Bool] = []

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissals.append(flag)
        completion?()
    }
}
