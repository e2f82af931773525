#if BEFORE
@testable import Chapter8Before
#else
@testable import Chapter8After
#endif

/// Hands out the alert a test made, and counts how often it was asked for one.
final class ErrorViewControllerFactoryStub: ErrorViewControllerFactory {
    private let alert: ErrorViewController
    private(set) var makeCalls = 0

    init(alert: ErrorViewController) {
        self.alert = alert
    }

    func makeErrorViewController() -> ErrorViewController {
        makeCalls += 1
        return alert
    }
}
