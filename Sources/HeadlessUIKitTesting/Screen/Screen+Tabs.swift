import HeadlessUIKit

extension Screen {
    /// The titles of the tabs the user sees, or `nil` when no tab bar is on screen.
    ///
    /// The tab bar is found where UIKit allows one, whatever put it there: the
    /// window's root or the last presented controller (UIKit refuses a tab
    /// bar controller inside a navigation controller). A test that needs "the
    /// tab screen is shown" can ask this instead of pinning the window root's
    /// type, which a refactoring may change without the user seeing any
    /// difference.
    public var tabTitles: [String]? {
        visibleTabBarController?.viewControllers?.map { $0.tabBarItem.title ?? $0.title ?? "" }
    }

    /// The tab bar controller on screen: the last presented controller, else the root, if it is one.
    var visibleTabBarController: UITabBarController? {
        (presentedChain.last ?? window.rootViewController) as? UITabBarController
    }
}
