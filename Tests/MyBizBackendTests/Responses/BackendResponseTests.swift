@testable import MyBizBackend
import XCTest

final class BackendResponseTests: XCTestCase {
    func test_json_eventRecord_writesISO8601DateAndUppercaseUUID() throws {
        let event = try XCTUnwrap(SeedData.events.first)

        let sut = BackendResponse.json(event)

        let body = String(decoding: sut.body, as: UTF8.self)
        XCTAssertEqual(sut.status, 200)
        XCTAssertTrue(body.contains(#""date":"2019-06-10T14:00:00Z""#), body)
        XCTAssertTrue(body.contains(#""id":"5EED0004-0000-4000-8000-000000000001""#), body)
    }

    func test_json_givenStatus_keepsIt() {
        let sut = BackendResponse.json(SeedData.products, status: 201)

        XCTAssertEqual(sut.status, 201)
    }

    func test_error_status_writesTheErrorJSON() {
        let sut = BackendResponse.error(status: 404)

        let body = String(decoding: sut.body, as: UTF8.self)
        XCTAssertEqual(sut.status, 404)
        XCTAssertEqual(body, #"{"error":true,"reason":"Not Found"}"#)
    }

    func test_malformed_body_isNotJSON() {
        let sut = BackendResponse.malformed

        let parsed = try? JSONSerialization.jsonObject(with: sut.body, options: [.fragmentsAllowed])

        XCTAssertEqual(sut.status, 200)
        XCTAssertNil(parsed)
    }
}
