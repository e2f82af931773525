import MyBizBackend
import XCTest

final class UserInfoResponseTests: BackendTestCase {
    func test_userInfo_withToken_describesTheSeedUser() {
        let token = logIn()

        let exchange = send("GET", "api/users/me", authorization: bearer(token))

        XCTAssertEqual(exchange.status, 200)
        XCTAssertEqual(exchange.object.map { Set($0.keys) }, ["id", "username", "name"])
        XCTAssertEqual(exchange.object?["id"] as? String, MyBizBackend.seedUser.id.uuidString)
        XCTAssertEqual(exchange.object?["username"] as? String, "agent@shield.org")
        XCTAssertEqual(exchange.object?["name"] as? String, "Agent")
    }

    func test_userInfo_withoutToken_is401() {
        let exchange = send("GET", "api/users/me")

        XCTAssertEqual(exchange.status, 401)
    }
}
