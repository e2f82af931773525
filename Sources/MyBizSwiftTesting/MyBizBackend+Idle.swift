import Foundation
import HeadlessUIKitTesting
import MyBizBackend

extension MyBizBackend {
    /// Waits, on the main actor, until every reply the backend sent has reached the app and the app has done with it; false after 2 s.
    ///
    /// As `MyBizTestCase.tearDown` does for XCTest: nothing in flight, then
    /// the main queue settled, and again if a request started meanwhile.
    @MainActor
    func waitUntilIdle() async -> Bool {
        let deadline = Date(timeIntervalSinceNow: 2)
        while Date() < deadline {
            guard await MainQueuePolling.wait(until: { self.requestsInFlight == 0 }, timeout: max(deadline.timeIntervalSinceNow, 0)) else {
                return false
            }
            let started = requestsStarted
            for _ in 0..<3 { await Task.yield() }
            if requestsStarted == started && requestsInFlight == 0 { return true }
        }
        return false
    }
}
