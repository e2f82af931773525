import HeadlessUIKit

/// Where the app shows its screens: a window's root, in `UIWindow`'s own spelling, so that a test can hand in a mock and read what was shown.
protocol Window: AnyObject {
    /// The controller whose view fills the window; setting it replaces what the user sees.
    var rootViewController: UIViewController? { get set }
}
