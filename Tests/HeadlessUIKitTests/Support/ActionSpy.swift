import HeadlessUIKit

/// Makes ``UIAction``s that record, in order, which of them ran and with which sender.
final class ActionSpy {
    /// The titles of the actions that ran, in order.
    private(set) var calls: [String] = []
    /// The sender of each action while it ran, in order.
    private(set) var senders: [Any?] = []

    /// An action that records `title` when it runs.
    func action(_ title: String = "action") -> UIAction {
        UIAction(title: title) { [weak self] action in
            self?.calls.append(title)
            self?.senders.append(action.sender)
        }
    }
}
