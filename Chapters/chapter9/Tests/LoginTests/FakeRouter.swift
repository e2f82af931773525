@testable import Login
import UIHelpers

/// Records what it is asked to show and shows nothing: no screen, no window. A test taps the last alert's actions through it, as a user would.
final class FakeRouter: RouterProtocol {
    private(set) var actions: [RoutingAction] = []
    private var lastAlertActions: [AlertAction] = []

    func alertWithAction(title: String, message: String, alertStyle: Skin?, actions: [AlertAction]) {
        self.actions.append(.alertWithAction(title: title, message: message, alertStyle: alertStyle, actions: actions.map(\.title)))
        lastAlertActions = actions
    }

    /// Runs the action of that title of the last alert shown; false when it offered none.
    @discardableResult
    func tap(_ title: String) -> Bool {
        guard let action = lastAlertActions.first(where: { $0.title == title }) else { return false }
        action.handler()
        return true
    }
}
