import Dispatch
import HeadlessUIKit
#if BEFORE
@testable import Chapter8Before
#else
@testable import Chapter8After
#endif

/// The app's alert with `dismiss(animated:completion:)` overridden: it records each dismissal and runs its completion as UIKit would once the transition ends, with no window and no transition.
final class ErrorViewControllerDismissSpy: ErrorViewController {
    /// Whether each dismissal asked to be animated, in order.
    private(set) var dismissCalls: [Bool] = []
    /// Runs after the completion of a dismissal, so that a test can wait for it.
    var onDismissCompleted: (() -> Void)?

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissCalls.append(flag)
        // UIKit calls the completion after the transition, never inside the call: so does the spy.
        DispatchQueue.main.async {
            completion?()
            self.onDismissCompleted?()
        }
    }
}
