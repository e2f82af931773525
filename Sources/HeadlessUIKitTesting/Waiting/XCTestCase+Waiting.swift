import Dispatch
import HeadlessUIKit
import XCTest

extension XCTestCase {
    /// Waits, letting the main queue run, until a condition holds; fails the test if it does not within the timeout.
    ///
    /// The condition is checked on the main queue after each of the next
    /// hundred turns of deferred work, then after pauses of 1 to 16 ms
    /// (``PollingSchedule``), so waiting costs little more than the time the
    /// app really needs. Never sleeps.
    public func waitUntil(
        _ description: @autoclosure () -> String = "the condition holds",
        timeout: TimeInterval = 1,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ condition: @escaping () -> Bool
    ) {
        if condition() { return }
        let met = XCTestExpectation(description: description())
        let deadline = DispatchTime.now() + timeout
        var polls = 0
        func poll() {
            if condition() {
                met.fulfill()
                return
            }
            guard DispatchTime.now() < deadline else { return }
            polls += 1
            if let pause = PollingSchedule.pause(afterPolls: polls) {
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(pause), execute: poll)
            } else {
                // Behind whatever the app has just queued, so the check follows every turn of its work.
                DispatchQueue.main.async(execute: poll)
            }
        }
        DispatchQueue.main.async(execute: poll)
        let result = XCTWaiter().wait(for: [met], timeout: timeout)
        if result != .completed {
            XCTFail(timeoutMessage(waitingUntil: description(), timeout: timeout, window: UIApplication.shared.keyWindow), file: file, line: line)
        }
    }

    /// Lets the main queue run every turn of deferred work that is already scheduled, and the turns those schedule.
    public func waitForMainQueueToSettle(turns: Int = 3, file: StaticString = #filePath, line: UInt = #line) {
        let settled = XCTestExpectation(description: "main queue settled")
        func drain(_ remaining: Int) {
            if remaining == 0 { settled.fulfill() } else { DispatchQueue.main.async { drain(remaining - 1) } }
        }
        DispatchQueue.main.async { drain(turns) }
        if XCTWaiter().wait(for: [settled], timeout: 1) != .completed {
            XCTFail("The main queue did not settle", file: file, line: line)
        }
    }

    /// Waits until the key window's root controller is of a type, and returns it.
    @discardableResult
    public func waitForRoot<Controller: UIViewController>(
        _ type: Controller.Type,
        timeout: TimeInterval = 1,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> Controller? {
        wait(for: .root(Controller.self), timeout: timeout, file: file, line: line)
        return UIApplication.shared.keyWindow?.rootViewController as? Controller
    }

    /// Waits until the topmost presented controller of the key window is of a type, and returns it.
    @discardableResult
    public func waitForPresented<Controller: UIViewController>(
        _ type: Controller.Type,
        timeout: TimeInterval = 1,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> Controller? {
        wait(for: .presented(Controller.self), timeout: timeout, file: file, line: line)
        return ScreenCondition.presentedController(Controller.self)
    }

    /// Waits until nothing presented is on screen over the key window's root (see ``Screen/presentedChain``).
    public func waitUntilNothingIsPresented(timeout: TimeInterval = 1, file: StaticString = #filePath, line: UInt = #line) {
        wait(for: .nothingPresented, timeout: timeout, file: file, line: line)
    }

    /// Waits until something holds on screen (see ``ScreenCondition``); fails the test if it does not within the timeout.
    public func wait(for condition: ScreenCondition, timeout: TimeInterval = 1, file: StaticString = #filePath, line: UInt = #line) {
        waitUntil(condition.description, timeout: timeout, file: file, line: line, condition.holds)
    }
}

/// What a wait that timed out says: what it waited for, what covers the screen (an alert over the tab screen, say), and the whole screen.
func timeoutMessage(waitingUntil description: String, timeout: TimeInterval, window: UIWindow?) -> String {
    var message = "Timed out after \(timeout)s waiting until \(description)"
    guard let window else { return message + " (no key window: has the app launched?)" }
    let screen = Screen(window)
    if let cover = screen.coverDescription {
        message += "; \(cover): waits and lookups see only what is on top"
    }
    return message + "\nOn screen:\n" + WindowRenderer().render(window)
}
