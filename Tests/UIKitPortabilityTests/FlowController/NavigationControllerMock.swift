import HeadlessUIKit

/// Records the navigation it is asked for, as calls, and keeps a stack as UIKit would.
final class NavigationControllerMock: NavigationController {
    enum Call: Equatable {
        case setViewControllers(titles: [String?])
        case push(title: String?)
        case popTo(title: String?)
    }

    private(set) var calls: [Call] = []
    var viewControllers: [UIViewController] = []

    func pushViewController(_ viewController: UIViewController, animated: Bool) {
        calls.append(.push(title: viewController.title))
        viewControllers.append(viewController)
    }

    func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.popLast() : nil
    }

    func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        calls.append(.popTo(title: viewController.title))
        guard let index = viewControllers.firstIndex(of: viewController) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        return popped
    }

    func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        calls.append(.setViewControllers(titles: viewControllers.map(\.title)))
        self.viewControllers = viewControllers
    }

    func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) {}
}
