import UIHelpers

/// What a view model asked its router to show, as a value a test can compare.
enum RoutingAction: Equatable {
    /// An alert, with the titles of its actions besides OK.
    case alertWithAction(title: String, message: String, alertStyle: Skin?, actions: [String])
}
