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
}
