import MyBizBackend
import XCTest

final class RecordedRequestTests: BackendTestCase {
    func test_record_login_keepsMethodPathRouteAndDecodedBasicAuth() {
        let user = MyBizBackend.seedUser

        _ = send("POST", "api/users/login", authorization: basic(user.username, user.password))

        XCTAssertEqual(sut.requests, [RecordedRequest(method: "POST", path: "api/users/login", route: .login,
                                                      authorization: .basic(username: "agent@shield.org", password: "hailHydra"), body: nil)])
    }

    func test_record_bearerRequest_keepsTheToken() {
        let token = logIn()

        _ = send("GET", "api/users/me", authorization: bearer(token))

        XCTAssertEqual(sut.requests(to: .userInfo).first?.authorization, .bearer(token: token))
    }

    func test_record_expenses_keepsMethodPathRouteAndToken() {
        let token = logIn()

        _ = send("GET", "api/expenses", authorization: bearer(token))

        XCTAssertEqual(sut.requests(to: .expenses), [RecordedRequest(method: "GET", path: "api/expenses", route: .expenses,
                                                                     authorization: .bearer(token: token), body: nil)])
    }

    func test_record_postWithBody_keepsTheBody() {
        let token = logIn()
        let body = Data(#"{"comment": "Kit", "items": []}"#.utf8)

        _ = send("POST", "api/purchases", authorization: bearer(token), body: body)

        XCTAssertEqual(sut.requests(to: .purchases).first?.body, body)
    }

    func test_record_bodyAsStream_keepsTheBody() {
        let body = Data(#"{"comment": "Kit", "items": []}"#.utf8)

        _ = send("POST", "api/purchases", bodyStream: body)

        XCTAssertEqual(sut.requests.first?.body, body)
    }

    func test_record_unknownRoute_hasNoRoute() {
        _ = send("PUT", "api/weapons", authorization: "Digest nonsense")

        XCTAssertEqual(sut.requests, [RecordedRequest(method: "PUT", path: "api/weapons", route: nil, authorization: nil, body: nil)])
    }

    func test_record_unauthorizedRequest_isStillRecorded() {
        _ = send("GET", "api/announcements", authorization: bearer("forged"))

        XCTAssertEqual(sut.requests.map(\.route), [.announcements])
        XCTAssertEqual(sut.requests.first?.authorization, .bearer(token: "forged"))
    }
}
