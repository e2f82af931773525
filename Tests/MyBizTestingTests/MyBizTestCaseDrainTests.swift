import MyBizBackend
@testable import MyBizTesting
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `MyBizTestCase.waitForBackendToFinish`: tearDown's drain, which must leave nothing of one test to the next.
final class MyBizTestCaseDrainTests: MyBizTestCase {
    /// What the app heard, written and read on the main queue only.
    private final class Heard: @unchecked Sendable {
        var replies = 0
    }

    /// Sends `GET api/events` on `URLSession.shared`; its handler, as an app's does, hands the reply to the main queue.
    private static func send(then body: @escaping @Sendable () -> Void) {
        let events = URLRequest(url: MyBizBackend.serverURL.appendingPathComponent("api/events"))
        URLSession.shared.dataTask(with: events) { _, _, _ in
            DispatchQueue.main.async(execute: body)
        }.resume()
    }

    func test_waitForBackendToFinish_aDelayedReply_returnsOnceTheAppHeardIt() {
        backend.inject(.latency(0.05), on: .events)
        let heard = Heard()
        Self.send { heard.replies += 1 }

        waitForBackendToFinish()

        XCTAssertEqual(heard.replies, 1)
        XCTAssertEqual(backend.requestsInFlight, 0)
    }

    func test_waitForBackendToFinish_aReplyWhoseHandlerSendsAnother_waitsForBoth() {
        backend.inject(.latency(0.05), on: .events)
        let heard = Heard()
        Self.send {
            heard.replies += 1
            Self.send { heard.replies += 1 }
        }

        waitForBackendToFinish()

        XCTAssertEqual(heard.replies, 2)
        XCTAssertEqual(backend.requests(to: .events).count, 2)
    }

    func test_waitForBackendToFinish_withNothingSent_startsNothing() {
        let started = backend.requestsStarted

        waitForBackendToFinish()

        XCTAssertEqual(backend.requestsStarted, started)
    }
}
