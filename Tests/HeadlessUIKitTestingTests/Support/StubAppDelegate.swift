import HeadlessUIKit

/// An app delegate with nothing to do: the tests of the testing module only need an app to be running.
final class StubAppDelegate: UIResponder, UIApplicationDelegate {}
