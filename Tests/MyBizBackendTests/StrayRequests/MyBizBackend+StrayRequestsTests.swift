@testable import MyBizBackend
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class MyBizBackendStrayRequestsTests: BackendTestCase {
    #if canImport(Glibc)
    /// Sends a request on a session of its own, as a learner's injected `URLSession(configuration: .default)` does.
    private func sendOnASessionOfItsOwn(_ method: String, _ path: String, body: Data? = nil) -> Exchange {
        var request = URLRequest(url: MyBizBackend.serverURL.appendingPathComponent(path))
        request.httpMethod = method
        request.httpBody = body
        let session = URLSession(configuration: .default)
        defer { session.finishTasksAndInvalidate() }
        let answered = expectation(description: "answered")
        let exchange = Locked<Exchange?>(nil)
        session.dataTask(with: request) { data, response, error in
            exchange.value = Exchange(response: response as? HTTPURLResponse, data: data, error: error)
            answered.fulfill()
        }.resume()
        wait(for: [answered], timeout: 5)
        return exchange.value ?? Exchange(response: nil, data: nil, error: nil)
    }

    func test_aSessionOfItsOwn_request_failsWithABadGatewaySayingItMissedTheBackend() {
        let exchange = sendOnASessionOfItsOwn("POST", "login")

        XCTAssertEqual(exchange.status, 502)
        XCTAssertEqual(exchange.object?["reason"] as? String,
                       "This request missed the in-process backend: send it on URLSession.shared")
    }

    func test_aSessionOfItsOwn_request_isRecordedAsStrayAndNotAsReceived() {
        _ = sendOnASessionOfItsOwn("POST", "login", body: Data(repeating: 65, count: 100_000))

        XCTAssertEqual(sut.strayRequests, [StrayRequest(method: "POST", url: "http://localhost:8080/login")])
        XCTAssertEqual(sut.requests.count, 0)
    }

    func test_sharedSession_request_isNotStray() {
        _ = send("GET", "api/events")

        XCTAssertEqual(sut.strayRequests, [])
    }
    #endif

    #if canImport(Glibc) || canImport(Darwin)
    // On macOS the trap listens on the backend's own port; a second process cannot take it.
    func test_trapStart_onAPortAlreadyHeld_isNil() throws {
        let holder = try XCTUnwrap(StrayRequestTrap.start(caught: { _ in }))

        let sut = StrayRequestTrap.start(port: holder.port, caught: { _ in })

        XCTAssertNil(sut)
    }

    func test_trapStart_onAnyPort_listensOnOneTheKernelChose() throws {
        let sut = try XCTUnwrap(StrayRequestTrap.start(caught: { _ in }))

        XCTAssertNotEqual(sut.port, 0)
    }
    #endif

    func test_strayRequests_afterReset_isEmpty() {
        sut.recordStray(StrayRequest(method: "GET", url: "http://localhost:8080/api/events"))

        sut.reset()

        XCTAssertEqual(sut.strayRequests, [])
    }

    func test_strayRequest_description_isMethodAndURL() {
        let sut = StrayRequest(method: "POST", url: "http://localhost:8080/login")

        XCTAssertEqual(sut.description, "POST http://localhost:8080/login")
    }
}
