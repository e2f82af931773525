import HeadlessUIKit
@testable import HeadlessUIKitTesting
import XCTest

/// What a wait that timed out says, tested through `timeoutMessage` (corelibs XCTest has no `XCTExpectFailure`).
final class TimeoutMessageTests: XCTestCase {
    func test_timeoutMessage_withAnAlertOnTop_saysWhatCoversTheScreenBeforeTheRendering() {
        let root = UIViewController()
        let screen = launchApp(root: root)
        let alert = UIAlertController(title: "Login Failed", message: "Unauthorized", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        waitForPresented(UIAlertController.self)

        let message = timeoutMessage(waitingUntil: "the tab screen is shown", timeout: 1, window: screen.window)

        XCTAssertTrue(message.hasPrefix("Timed out after 1.0s waiting until the tab screen is shown; "
                + "an alert covers the screen (\"Login Failed\", \"Unauthorized\", [OK]): waits and lookups see only what is on top\nOn screen:\nwindow (key)"),
            message)
    }

    func test_timeoutMessage_withNothingPresented_isTheWaitAndTheScreen() {
        let screen = launchApp(showing: [Views.label("Welcome")])

        let message = timeoutMessage(waitingUntil: "done", timeout: 0.5, window: screen.window)

        XCTAssertEqual(message, "Timed out after 0.5s waiting until done\nOn screen:\n" + screen.rendering)
    }

    func test_timeoutMessage_withNoWindow_saysSo() {
        let message = timeoutMessage(waitingUntil: "done", timeout: 1, window: nil)

        XCTAssertEqual(message, "Timed out after 1.0s waiting until done (no key window: has the app launched?)")
    }
}
