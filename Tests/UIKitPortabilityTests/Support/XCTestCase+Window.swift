import HeadlessUIKit
import XCTest

extension XCTestCase {
    /// Puts a controller on screen the way UIKit tests do: the root of a key, visible window the size of the screen.
    @discardableResult
    func putInWindow(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    /// Waits until the condition holds, letting the main queue run meanwhile (UIKit finishes transitions there).
    func waitUntil(_ description: String, timeout: TimeInterval = 2, _ condition: @escaping () -> Bool) {
        let met = expectation(for: NSPredicate { _, _ in condition() }, evaluatedWith: nil)
        met.expectationDescription = description
        wait(for: [met], timeout: timeout)
    }
}
