import Dispatch
import HeadlessUIKit
import HeadlessUIKitTesting
import XCTest

/// The wait helpers: they let the main queue run until what the test waits for has happened, and return what they waited for.
final class XCTestCaseWaitingTests: XCTestCase {
    func test_waitUntil_whenTheConditionBecomesTrueOnALaterTurn_returnsOnceItHolds() {
        var done = false
        DispatchQueue.main.async { DispatchQueue.main.async { done = true } }

        waitUntil("done") { done }

        XCTAssertTrue(done)
    }

    func test_waitUntil_whenTheConditionAlreadyHolds_returnsWithoutRunningTheMainQueue() {
        var queuedWorkRan = false
        DispatchQueue.main.async { queuedWorkRan = true }

        waitUntil { true }

        XCTAssertFalse(queuedWorkRan)
        waitUntil { queuedWorkRan }
    }

    func test_waitForMainQueueToSettle_withNestedDeferredWork_runsItAll() {
        var turns: [Int] = []
        DispatchQueue.main.async {
            turns.append(1)
            DispatchQueue.main.async { turns.append(2) }
        }

        waitForMainQueueToSettle()

        XCTAssertEqual(turns, [1, 2])
    }

    func test_waitForRoot_whenTheRootChangesLater_returnsTheNewRoot() {
        let screen = launchApp(root: UIViewController())
        let tabs = UITabBarController()
        DispatchQueue.main.async { screen.window.rootViewController = tabs }

        let root = waitForRoot(UITabBarController.self)

        XCTAssertTrue(root === tabs)
    }

    func test_waitForPresented_whenAPresentationLands_returnsThePresentedController() {
        let root = UIViewController()
        launchApp(root: root)
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        root.present(alert, animated: true)

        let presented = waitForPresented(UIAlertController.self)

        XCTAssertTrue(presented === alert)
    }

    func test_waitForPresented_withAStack_returnsTheTopmostPresented() {
        let root = UIViewController()
        launchApp(root: root)
        let first = UIViewController()
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        root.present(first, animated: true) { first.present(alert, animated: true) }

        let presented = waitForPresented(UIAlertController.self)

        XCTAssertTrue(presented === alert)
    }

    func test_waitUntilNothingIsPresented_afterADismissal_returnsWithNothingPresented() {
        let root = UIViewController()
        launchApp(root: root)
        root.present(UIViewController(), animated: true)
        waitForPresented(UIViewController.self)
        root.dismiss(animated: true)

        waitUntilNothingIsPresented()

        XCTAssertNil(root.presentedViewController)
    }
}
