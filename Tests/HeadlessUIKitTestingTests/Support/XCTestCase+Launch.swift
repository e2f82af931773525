import HeadlessUIKit
import HeadlessUIKitTesting
import XCTest

extension XCTestCase {
    /// Launches a fresh app showing `root` in its key window, and returns that window's screen.
    @discardableResult
    func launchApp(root: @escaping @autoclosure () -> UIViewController) -> Screen {
        UIApplication.launch(appDelegate: StubAppDelegate(), sceneDelegate: StubSceneDelegate(root: root), mainStoryboard: nil)
        return Screen(UIApplication.shared.keyWindow!)
    }

    /// Launches a fresh app whose root controller shows `views`, and returns the screen.
    @discardableResult
    func launchApp(showing views: [UIView]) -> Screen {
        launchApp(root: ViewsViewController(views: views))
    }
}
