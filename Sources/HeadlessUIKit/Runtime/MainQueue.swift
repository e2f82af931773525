import Dispatch

/// Schedules deferred UI work the way UIKit's run loop would run it.
///
/// Always `DispatchQueue.main`: a `Timer` on `RunLoop.main` does not fire under
/// every XCTest runner on Linux, while the main queue is drained whenever a
/// test waits on an expectation. Work scheduled during one app launch is
/// dropped if another launch has happened by the time it runs, so nothing of
/// a previous test's app reaches the next one.
enum MainQueue {
    static func nextTurn(_ work: @escaping () -> Void) {
        let launch = UIApplication.launchCount
        DispatchQueue.main.async {
            guard launch == UIApplication.launchCount else { return }
            work()
        }
    }
}
