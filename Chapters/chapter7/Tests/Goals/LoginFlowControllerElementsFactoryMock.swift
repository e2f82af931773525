import HeadlessUIKit
#if BEFORE
@testable import Chapter7Before
#else
@testable import Chapter7After
#endif

/// Hands out stand-in screens and records what it was asked for, so a test verifies which screens the flow wanted, in which order.
final class LoginFlowControllerElementsFactoryMock: LoginFlowControllerElementsFactory {
    /// A request for a screen, printed as the factory method's name.
    enum Call: String, CustomStringConvertible {
        case createLoginViewController
        case createTabController

        var description: String { rawValue }
    }

    private(set) var calls: [Call] = []
    /// The stand-ins handed out, in order; each is a plain controller titled after what was asked for.
    private(set) var created: [UIViewController] = []

    func createLoginViewController() -> UIViewController {
        calls.append(.createLoginViewController)
        return standIn(titled: "login")
    }

    func createTabController() -> UIViewController {
        calls.append(.createTabController)
        return standIn(titled: "tabs")
    }

    private func standIn(titled title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = "\(title) #\(created.count + 1)"
        created.append(controller)
        return controller
    }
}
