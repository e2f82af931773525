@testable import MyBizBackend
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class MyBizURLProtocolTests: BackendTestCase {
    func test_canInit_backendHost_claimsTheRequest() {
        let request = URLRequest(url: MyBizBackend.serverURL.appendingPathComponent("api/events"))

        let claimed = MyBizURLProtocol.canInit(with: request)

        XCTAssertTrue(claimed)
    }

    func test_canInit_otherHost_leavesTheRequestAlone() throws {
        let request = URLRequest(url: try XCTUnwrap(URL(string: "http://example.com:8080/api/events")))

        let claimed = MyBizURLProtocol.canInit(with: request)

        XCTAssertFalse(claimed)
    }

    func test_canInit_otherPort_leavesTheRequestAlone() throws {
        let request = URLRequest(url: try XCTUnwrap(URL(string: "http://localhost:9090/api/events")))

        let claimed = MyBizURLProtocol.canInit(with: request)

        XCTAssertFalse(claimed)
    }

    func test_canInit_httpsScheme_leavesTheRequestAlone() throws {
        let request = URLRequest(url: try XCTUnwrap(URL(string: "https://localhost:8080/api/events")))

        let claimed = MyBizURLProtocol.canInit(with: request)

        XCTAssertFalse(claimed)
    }

    func test_startLoading_anyAnswer_isJSONContentType() {
        let exchange = send("GET", "api/nowhere")

        let contentType = exchange.response?.value(forHTTPHeaderField: "Content-Type")

        XCTAssertEqual(contentType, "application/json")
    }

    func test_startLoading_severalConcurrentRequests_answersAndRecordsEach() {
        let answered = expectation(description: "all answered")
        answered.expectedFulfillmentCount = 8
        let request = URLRequest(url: MyBizBackend.serverURL.appendingPathComponent("api/events"))

        for _ in 0..<8 {
            URLSession.shared.dataTask(with: request) { _, response, _ in
                if (response as? HTTPURLResponse)?.statusCode == 200 { answered.fulfill() }
            }.resume()
        }
        wait(for: [answered], timeout: 5)

        XCTAssertEqual(sut.requests(to: .events).count, 8)
    }

    // MARK: - Requests in flight

    func test_requestsInFlight_afterTheReplyIsDelivered_dropsToZero() {
        _ = send("GET", "api/events")

        waitUntilNothingIsInFlight()
    }

    /// Waits until the backend counts no request in flight: the app's completion handler may run before the protocol has finished counting down.
    private func waitUntilNothingIsInFlight() {
        let drained = expectation(for: NSPredicate { _, _ in self.sut.requestsInFlight == 0 }, evaluatedWith: nil)
        wait(for: [drained], timeout: 2)
    }

    /// Sends a request the backend answers only after a latency, and waits until the backend has taken it.
    @discardableResult
    private func startDelayedRequest(whenEnded ended: XCTestExpectation) -> URLSessionDataTask {
        sut.inject(.latency(0.2), on: .events)
        let request = URLRequest(url: MyBizBackend.serverURL.appendingPathComponent("api/events"))
        let task = URLSession.shared.dataTask(with: request) { _, _, _ in ended.fulfill() }
        task.resume()
        let taken = expectation(for: NSPredicate { _, _ in self.sut.requests(to: .events).count == 1 }, evaluatedWith: nil)
        wait(for: [taken], timeout: 2)
        return task
    }

    func test_requestsInFlight_whileALatencyDelaysTheReply_countsTheRequest() {
        let answered = expectation(description: "answered")
        startDelayedRequest(whenEnded: answered)

        let inFlight = sut.requestsInFlight

        XCTAssertEqual(inFlight, 1)
        wait(for: [answered], timeout: 2)
        waitUntilNothingIsInFlight()
    }

    func test_whenNothingIsInFlight_withNothingInFlight_callsAtOnce() {
        var called = false

        sut.whenNothingIsInFlight { called = true }

        XCTAssertTrue(called)
    }

    #if canImport(FoundationNetworking)
    // corelibs makes a task's protocol inside `resume()` (with the immediate cache) and queues the
    // completion handler on the delegate queue inside the protocol's last client callback
    // (swift-corelibs-foundation, `_ProtocolClient`), so the ticket ends behind the handler.
    // Apple's URLSession does both on its own thread, unordered with the protocol's calls:
    // there MyBizTestCase's drain covers the gap, and these exact timings are not promised.
    func test_requestsInFlight_rightAfterResume_countsTheRequest() {
        // The count is read right after resume: a short latency outlasts that.
        sut.inject(.latency(0.05), on: .events)
        let answered = expectation(description: "answered")
        let request = URLRequest(url: MyBizBackend.serverURL.appendingPathComponent("api/events"))
        let task = URLSession.shared.dataTask(with: request) { _, _, _ in answered.fulfill() }

        task.resume()
        let inFlight = sut.requestsInFlight

        XCTAssertEqual(inFlight, 1)
        wait(for: [answered], timeout: 2)
        waitUntilNothingIsInFlight()
    }

    func test_requestsInFlight_whileTheCompletionHandlerRuns_stillCountsTheRequest() {
        let answered = expectation(description: "answered")
        let inFlightDuringTheHandler = Locked<Int?>(nil)
        let request = URLRequest(url: MyBizBackend.serverURL.appendingPathComponent("api/events"))

        URLSession.shared.dataTask(with: request) { _, _, _ in
            inFlightDuringTheHandler.value = MyBizBackend.shared.requestsInFlight
            answered.fulfill()
        }.resume()
        wait(for: [answered], timeout: 2)

        XCTAssertEqual(inFlightDuringTheHandler.value, 1)
        waitUntilNothingIsInFlight()
    }

    func test_whenNothingIsInFlight_withARequestInFlight_callsOnceTheCompletionHandlerHasRun() {
        let idle = expectation(description: "nothing in flight")
        let handlerHadRunWhenIdle = Locked<Bool?>(nil)
        let handlerHasRun = Locked(false)
        sut.inject(.latency(0.05), on: .events)
        let request = URLRequest(url: MyBizBackend.serverURL.appendingPathComponent("api/events"))
        URLSession.shared.dataTask(with: request) { _, _, _ in handlerHasRun.value = true }.resume()

        sut.whenNothingIsInFlight {
            handlerHadRunWhenIdle.value = handlerHasRun.value
            idle.fulfill()
        }
        wait(for: [idle], timeout: 2)

        XCTAssertEqual(handlerHadRunWhenIdle.value, true)
    }
    #endif

    func test_requestsInFlight_afterACancelledDelayedRequest_dropsToZero() {
        let ended = expectation(description: "the cancelled task ended")
        let task = startDelayedRequest(whenEnded: ended)

        task.cancel()
        wait(for: [ended], timeout: 2)

        waitUntilNothingIsInFlight()
    }
}
