import HeadlessUIKit
#if BEFORE
@testable import Chapter8Before
#else
@testable import Chapter8After
#endif

/// Records what it is asked to present, and from which screen, and presents nothing: no window, no transition.
final class FakeControllerPresenter: ControllerPresenter {
    private(set) var presentDefaultCalls: [(presented: UIViewController, from: UIViewController)] = []

    func present(default controller: UIViewController, from presenter: UIViewController) {
        presentDefaultCalls.append((controller, presenter))
    }
}
