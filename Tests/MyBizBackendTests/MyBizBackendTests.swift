import MyBizBackend
import XCTest

final class MyBizBackendTests: BackendTestCase {
    func test_install_calledTwice_returnsTheSharedBackend() {
        let first = MyBizBackend.install()

        let second = MyBizBackend.install()

        XCTAssertTrue(first === MyBizBackend.shared)
        XCTAssertTrue(second === MyBizBackend.shared)
    }

    func test_install_afterRequests_clearsTheLog() {
        _ = send("GET", "api/events")

        MyBizBackend.install()

        XCTAssertEqual(sut.requests, [])
    }

    func test_serverURL_isLocalhostPort8080() {
        let url = MyBizBackend.serverURL

        XCTAssertEqual(url.absoluteString, "http://localhost:8080/")
    }

    func test_seedUser_isTheAgent() {
        let user = MyBizBackend.seedUser

        XCTAssertEqual(user.username, "agent@shield.org")
        XCTAssertEqual(user.password, "hailHydra")
        XCTAssertEqual(user.name, "Agent")
        XCTAssertEqual(user.id.uuidString, "5EED0001-0000-4000-8000-000000000001")
    }

    func test_requests_afterSeveralRequests_listsThemInArrivalOrder() {
        _ = send("GET", "api/events")
        _ = send("GET", "api/nowhere")
        _ = send("POST", "api/users/login")

        let paths = sut.requests.map(\.path)

        XCTAssertEqual(paths, ["api/events", "api/nowhere", "api/users/login"])
    }

    func test_requestsTo_route_listsOnlyThatRoute() {
        _ = send("GET", "api/events")
        _ = send("POST", "api/users/login")
        _ = send("GET", "api/events")

        let events = sut.requests(to: .events)

        XCTAssertEqual(events.count, 2)
        XCTAssertEqual(events.map(\.route), [.events, .events])
    }

    func test_requestsTo_route_neverListsUnknownRoutes() {
        _ = send("GET", "api/nowhere")

        let matched = Route.allCases.flatMap { sut.requests(to: $0) }

        XCTAssertEqual(matched, [])
        XCTAssertEqual(sut.requests.count, 1)
    }

    func test_reset_afterRequests_clearsTheLog() {
        _ = send("GET", "api/events")

        sut.reset()

        XCTAssertEqual(sut.requests, [])
    }

    func test_reset_afterLogin_revokesIssuedTokens() {
        let token = logIn()

        sut.reset()
        let exchange = send("GET", "api/announcements", authorization: bearer(token))

        XCTAssertEqual(exchange.status, 401)
    }

    func test_reset_afterPurchasePosted_restoresSeedPurchases() {
        let token = logIn()
        _ = send("POST", "api/purchases", authorization: bearer(token), body: Data(#"{"comment":"More","items":[]}"#.utf8))

        sut.reset()
        let exchange = send("GET", "api/purchases", authorization: bearer(logIn()))

        XCTAssertEqual(exchange.objects?.compactMap { $0["comment"] as? String }, ["Restock the supply closet"])
    }

    func test_reset_afterFaultInjected_answersNormallyAgain() {
        sut.inject(.status(500))

        sut.reset()
        let exchange = send("GET", "api/events")

        XCTAssertEqual(exchange.status, 200)
    }
}
