import MyBizBackend
import XCTest

final class FaultTests: BackendTestCase {
    func test_latency_injected_responseStillArrives() {
        sut.inject(.latency(0.05))

        let exchange = send("GET", "api/events")

        XCTAssertEqual(exchange.status, 200)
        XCTAssertEqual(exchange.objects?.count, 3)
    }

    func test_latency_injected_requestIsRecorded() {
        sut.inject(.latency(0.05), on: .events)

        _ = send("GET", "api/events")

        XCTAssertEqual(sut.requests(to: .events).count, 1)
    }

    func test_status_injected_answersThatStatusWithErrorJSON() {
        sut.inject(.status(503))

        let exchange = send("GET", "api/events")

        XCTAssertEqual(exchange.status, 503)
        XCTAssertEqual(exchange.object?["error"] as? Bool, true)
        XCTAssertEqual(exchange.object?["reason"] as? String, "Service Unavailable")
    }

    func test_status_injected_requestIsRecorded() {
        sut.inject(.status(500))

        _ = send("GET", "api/events")

        XCTAssertEqual(sut.requests.map(\.route), [.events])
    }

    func test_status_injectedOnLogin_issuesNoToken() {
        sut.inject(.status(500), on: .login)
        let user = MyBizBackend.seedUser

        let exchange = send("POST", "api/users/login", authorization: basic(user.username, user.password))

        XCTAssertEqual(exchange.status, 500)
        XCTAssertNil(exchange.object?["token"])
    }

    func test_malformedBody_injected_answers200WithBodyThatIsNotJSON() {
        sut.inject(.malformedBody)

        let exchange = send("GET", "api/events")

        XCTAssertEqual(exchange.status, 200)
        XCTAssertFalse(exchange.data?.isEmpty ?? true)
        XCTAssertNil(exchange.json)
    }

    func test_droppedConnection_injected_failsWithNetworkConnectionLost() {
        sut.inject(.droppedConnection)

        let exchange = send("GET", "api/events")

        XCTAssertNil(exchange.response)
        XCTAssertEqual(exchange.urlErrorCode, .networkConnectionLost)
    }

    func test_droppedConnection_injected_requestIsRecorded() {
        sut.inject(.droppedConnection)

        _ = send("GET", "api/events")

        XCTAssertEqual(sut.requests(to: .events).count, 1)
    }

    func test_inject_onOneRoute_leavesOtherRoutesAlone() {
        sut.inject(.status(500), on: .announcements)
        let token = logIn()

        let faulted = send("GET", "api/announcements", authorization: bearer(token))
        let healthy = send("GET", "api/products", authorization: bearer(token))

        XCTAssertEqual(faulted.status, 500)
        XCTAssertEqual(healthy.status, 200)
    }

    func test_latency_injectedOnExpenses_listStillArrives() {
        sut.inject(.latency(0.05), on: .expenses)
        let token = logIn()

        let exchange = send("GET", "api/expenses", authorization: bearer(token))

        XCTAssertEqual(exchange.status, 200)
        XCTAssertEqual(exchange.objects?.count, 4)
    }

    func test_status_injectedOnExpenses_answersThatStatusAndLeavesLoginAlone() {
        sut.inject(.status(500), on: .expenses)
        let token = logIn()

        let exchange = send("GET", "api/expenses", authorization: bearer(token))

        XCTAssertFalse(token.isEmpty)
        XCTAssertEqual(exchange.status, 500)
        XCTAssertEqual(exchange.object?["reason"] as? String, "Internal Server Error")
    }

    func test_malformedBody_injectedOnExpenses_answers200WithBodyThatIsNotJSON() {
        sut.inject(.malformedBody, on: .expenses)
        let token = logIn()

        let exchange = send("GET", "api/expenses", authorization: bearer(token))

        XCTAssertEqual(exchange.status, 200)
        XCTAssertNil(exchange.json)
    }

    func test_droppedConnection_injectedOnExpenses_failsAndIsRecorded() {
        sut.inject(.droppedConnection, on: .expenses)
        let token = logIn()

        let exchange = send("GET", "api/expenses", authorization: bearer(token))

        XCTAssertEqual(exchange.urlErrorCode, .networkConnectionLost)
        XCTAssertEqual(sut.requests(to: .expenses).count, 1)
    }

    func test_inject_onOneRoute_leavesUnknownRoutesAlone() {
        sut.inject(.droppedConnection, on: .events)

        let exchange = send("GET", "api/weapons")

        XCTAssertEqual(exchange.status, 404)
    }

    func test_inject_onEveryRoute_affectsUnknownRoutesToo() {
        sut.inject(.status(502))

        let exchange = send("GET", "api/weapons")

        XCTAssertEqual(exchange.status, 502)
    }

    func test_inject_staysUntilReset_affectsEveryLaterRequest() {
        sut.inject(.status(500), on: .events)

        let statuses = [send("GET", "api/events"), send("GET", "api/events")].map(\.status)

        XCTAssertEqual(statuses, [500, 500])
    }

    func test_clearFaults_afterInjecting_answersAsBeforeTheFaults() {
        sut.inject(.status(500), on: .events)
        sut.inject(.latency(0.05))

        sut.clearFaults()

        XCTAssertEqual(send("GET", "api/events").status, 200)
    }

    func test_clearFaults_keepsTheTokensIssuedAndTheRequestsRecorded() {
        let token = logIn()
        sut.inject(.status(500), on: .announcements)
        let failed = send("GET", "api/announcements", authorization: bearer(token))

        sut.clearFaults()

        let answered = send("GET", "api/announcements", authorization: bearer(token))
        XCTAssertEqual([failed.status, answered.status], [500, 200], "the token issued before the faults still answers")
        XCTAssertEqual(sut.requests.map(\.route), [.login, .announcements, .announcements])
    }

    func test_inject_twoOutcomeFaults_lastInjectedWins() {
        sut.inject(.status(500))
        sut.inject(.status(418), on: .events)

        let exchange = send("GET", "api/events")

        XCTAssertEqual(exchange.status, 418)
    }

    func test_inject_latencyAndStatus_answersTheStatusAfterTheDelay() {
        sut.inject(.latency(0.05))
        sut.inject(.status(500))

        let exchange = send("GET", "api/events")

        XCTAssertEqual(exchange.status, 500)
    }
}
