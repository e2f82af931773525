import Dispatch
import Foundation
import HeadlessUIKit

/// Waiting without XCTest: a condition asked on the main actor, with the main queue free to run between two asks, until a deadline.
///
/// For tests that are `async` and run on the main actor (Swift Testing's
/// `@Test` functions in a `@MainActor` suite): each ask is followed by a
/// suspension, during which the main queue runs what the app has queued.
/// The first hundred suspensions are yields (behind whatever is queued now,
/// so the check follows every turn of the app's work), then sleeps of 1 to
/// 16 ms (``PollingSchedule``). Never blocks the main thread.
public enum MainQueuePolling {
    /// Waits until the condition holds or the timeout passes; returns whether it held.
    @MainActor
    public static func wait(until condition: () -> Bool, timeout: TimeInterval = 1) async -> Bool {
        let deadline = DispatchTime.now() + timeout
        var polls = 0
        while true {
            if condition() { return true }
            guard DispatchTime.now() < deadline else { return false }
            polls += 1
            if let pause = PollingSchedule.pause(afterPolls: polls) {
                try? await Task.sleep(nanoseconds: UInt64(pause) * 1_000_000)
            } else {
                await Task.yield()
            }
        }
    }

    /// What a wait that timed out says: the same as XCTest's waits (what covers the screen, the whole screen).
    @MainActor
    public static func timeoutMessage(waitingUntil description: String, timeout: TimeInterval) -> String {
        HeadlessUIKitTesting.timeoutMessage(waitingUntil: description, timeout: timeout, window: UIApplication.shared.keyWindow)
    }
}
