import HeadlessUIKit

/// Records what it was asked to present, and from where; presents nothing.
final class ControllerPresenterSpy: ControllerPresenter {
    private(set) var presentations: [(controller: UIViewController, presenter: UIViewController, animated: Bool)] = []

    func present(_ controller: UIViewController, from presenter: UIViewController, animated: Bool, completion: (() -> Void)?) {
        presentations.append((controller, presenter, animated))
    }
}
