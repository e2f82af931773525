import Foundation

/// Posted by the API when the user logs out; the AppDelegate shows the login screen.
let userLoggedOutNotification = Notification.Name("user logged out")

/// Posted by the API when a login succeeds, with the user's id under `UserNotificationKey.userId`; the AppDelegate shows the tabs.
let userLoggedInNotification = Notification.Name("user logged in")

/// The keys of the user notifications' `userInfo`.
enum UserNotificationKey: String {
    case userId
}
