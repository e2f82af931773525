import UIHelpers

/// What a view model asks to be shown, so that it decides what the user sees and a test reads what it asked for without a screen.
protocol RouterProtocol {
    /// Shows the apps' alert: a title, a message, OK, and the actions given.
    func alertWithAction(title: String, message: String, alertStyle: Skin?, actions: [AlertAction])
}
