import HeadlessUIKit

/// What a flow controller needs from a navigation controller, in UIKit's own signatures.
///
/// `UINavigationController` conforms with an empty extension, which compiles
/// only if every requirement matches UIKit's declaration exactly.
protocol NavigationController: AnyObject {
    var viewControllers: [UIViewController] { get set }
    func pushViewController(_ viewController: UIViewController, animated: Bool)
    @discardableResult func popViewController(animated: Bool) -> UIViewController?
    @discardableResult func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]?
    @discardableResult func popToRootViewController(animated: Bool) -> [UIViewController]?
    func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)
    func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?)
}

extension UINavigationController: NavigationController {}
