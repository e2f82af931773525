import MyBizBackend
import XCTest

final class BackendStateLoginTests: BackendTestCase {
    func test_logIn_seedCredentials_answersTokenAndUser() {
        let user = MyBizBackend.seedUser

        let exchange = send("POST", "api/users/login", authorization: basic(user.username, user.password))

        XCTAssertEqual(exchange.status, 200)
        XCTAssertEqual(exchange.object.map { Set($0.keys) }, ["token", "user"])
        XCTAssertFalse((exchange.object?["token"] as? String ?? "").isEmpty)
        let answeredUser = exchange.object?["user"] as? [String: Any]
        XCTAssertEqual(answeredUser?["id"] as? String, user.id.uuidString)
        XCTAssertEqual(answeredUser?["username"] as? String, "agent@shield.org")
    }

    func test_logIn_seedCredentials_issuesATokenThatOpensProtectedRoutes() {
        let token = logIn()

        let exchange = send("GET", "api/announcements", authorization: bearer(token))

        XCTAssertEqual(exchange.status, 200)
    }

    func test_logIn_twice_issuesDifferentTokensThatBothWork() {
        let first = logIn()
        let second = logIn()

        let exchanges = [first, second].map { send("GET", "api/products", authorization: bearer($0)) }

        XCTAssertNotEqual(first, second)
        XCTAssertEqual(exchanges.map(\.status), [200, 200])
    }

    func test_logIn_wrongPassword_is401Unauthorized() {
        let exchange = send("POST", "api/users/login", authorization: basic("agent@shield.org", "hailhydra"))

        XCTAssertEqual(exchange.status, 401)
        XCTAssertEqual(exchange.object?["error"] as? Bool, true)
        XCTAssertEqual(exchange.object?["reason"] as? String, "Unauthorized")
    }

    func test_logIn_unknownUser_is401() {
        let exchange = send("POST", "api/users/login", authorization: basic("fury@shield.org", "hailHydra"))

        XCTAssertEqual(exchange.status, 401)
    }

    func test_logIn_withoutCredentials_is401() {
        let exchange = send("POST", "api/users/login")

        XCTAssertEqual(exchange.status, 401)
        XCTAssertEqual(exchange.object?["reason"] as? String, "Unauthorized")
    }

    func test_logIn_withBearerToken_is401() {
        let token = logIn()

        let exchange = send("POST", "api/users/login", authorization: bearer(token))

        XCTAssertEqual(exchange.status, 401)
    }
}
