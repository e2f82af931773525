import HeadlessUIKit

/// The app unit tests run in, as Xcode's test host: it launches and shows nothing of its own.
final class HostAppDelegate: UIResponder, UIApplicationDelegate {}

/// The host app's scene: a window scene for the test's windows to join.
final class HostSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}
