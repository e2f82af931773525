import MyBizBackend
import XCTest

final class BackendStateRoutingTests: BackendTestCase {
    private let protectedRequests = [
        ("GET", "api/announcements"), ("GET", "api/employees"), ("GET", "api/products"),
        ("GET", "api/purchases"), ("POST", "api/purchases"), ("GET", "api/users/me"), ("GET", "api/expenses"),
    ]

    func test_respond_unknownPath_is404WithErrorJSON() {
        let exchange = send("GET", "api/weapons")

        XCTAssertEqual(exchange.status, 404)
        XCTAssertEqual(exchange.object?["error"] as? Bool, true)
        XCTAssertEqual(exchange.object?["reason"] as? String, "Not Found")
    }

    func test_respond_wrongMethod_is404() {
        let exchange = send("DELETE", "api/events")

        XCTAssertEqual(exchange.status, 404)
    }

    func test_respond_protectedRoutesWithoutToken_are401Unauthorized() {
        let exchanges = protectedRequests.map { send($0.0, $0.1) }

        XCTAssertEqual(exchanges.map(\.status), Array(repeating: 401, count: protectedRequests.count))
        XCTAssertEqual(exchanges.map { $0.object?["reason"] as? String }, Array(repeating: "Unauthorized", count: protectedRequests.count))
    }

    func test_respond_protectedRoutesWithTokenNotIssued_are401() {
        _ = logIn()

        let exchanges = protectedRequests.map { send($0.0, $0.1, authorization: bearer("not-a-token-we-issued")) }

        XCTAssertEqual(exchanges.map(\.status), Array(repeating: 401, count: protectedRequests.count))
    }

    func test_respond_protectedRouteWithBasicCredentials_is401() {
        let user = MyBizBackend.seedUser

        let exchange = send("GET", "api/announcements", authorization: basic(user.username, user.password))

        XCTAssertEqual(exchange.status, 401)
    }

    func test_respond_protectedRouteWithIssuedToken_is200() {
        let token = logIn()

        let exchange = send("GET", "api/users/me", authorization: bearer(token))

        XCTAssertEqual(exchange.status, 200)
    }

    func test_respond_eventsWithoutToken_is200() {
        let exchange = send("GET", "api/events")

        XCTAssertEqual(exchange.status, 200)
    }
}
