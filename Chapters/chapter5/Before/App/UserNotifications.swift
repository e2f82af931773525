import Foundation

/// Posted when the user logs out; the AppDelegate shows the login screen.
let userLoggedOutNotification = Notification.Name("userLoggedOut")

/// Posted when the user logs in, with their id under `UserNotificationKey.userId`; the AppDelegate shows the tabs.
let userLoggedInNotification = Notification.Name("userLoggedIn")

/// The keys of the user notifications' `userInfo`.
enum UserNotificationKey: String {
    case userId
}
