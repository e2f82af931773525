import HeadlessUIKit
#if BEFORE
@testable import Chapter7Before
#else
@testable import Chapter7After
#endif

/// Records every root it is given and shows nothing, so a test verifies what the flow showed without a window or a screen.
final class WindowMock: Window {
    /// Each root set, in order (a controller's title, for messages: see `titles`).
    private(set) var rootViewControllerSets: [UIViewController?] = []

    var rootViewController: UIViewController? {
        didSet { rootViewControllerSets.append(rootViewController) }
    }

    /// The titles of the roots set, in order, for readable failures.
    var titles: [String] {
        rootViewControllerSets.map { $0?.title ?? "nil" }
    }
}
