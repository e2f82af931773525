import Dispatch
import HeadlessUIKit
import XCTest

extension XCTestCase {
    /// Lets the main queue run what is already scheduled on it, one turn at a time, and then returns.
    ///
    /// Each turn queues a marker behind the work already on the main queue and
    /// waits on an expectation for it, so work a turn schedules runs in the
    /// next one. No sleeping: a turn costs only the work in it.
    func runMainQueue(turns: Int = 1) {
        for turn in 1 ... turns {
            let reached = expectation(description: "main-queue turn \(turn)")
            DispatchQueue.main.async { reached.fulfill() }
            wait(for: [reached], timeout: 1)
        }
    }

    /// Launches a fresh app whose scene delegate shows `root` in a key, visible window, and returns that window.
    @discardableResult
    func launchApp(root: @escaping @autoclosure () -> UIViewController, colorAssets: [String: UIColor] = [:]) -> UIWindow {
        UIApplication.launch(
            appDelegate: SpyAppDelegate(),
            sceneDelegate: SpySceneDelegate(root: root),
            mainStoryboard: nil,
            colorAssets: colorAssets
        )
        return UIApplication.shared.keyWindow!
    }
}
