@testable import MyBizBackend
import XCTest

final class RouteTests: XCTestCase {
    func test_init_everyServedMethodAndPath_findsItsRoute() {
        let table: [(String, String, Route)] = [
            ("POST", "api/users/login", .login),
            ("GET", "api/announcements", .announcements),
            ("GET", "api/employees", .employees),
            ("GET", "api/events", .events),
            ("GET", "api/products", .products),
            ("GET", "api/purchases", .purchases),
            ("POST", "api/purchases", .purchases),
            ("GET", "api/users/me", .userInfo),
            ("GET", "api/expenses", .expenses),
        ]

        let found = table.map { Route(method: $0.0, path: $0.1) }

        XCTAssertEqual(found, table.map(\.2))
    }

    func test_init_lowercaseMethod_findsTheRoute() {
        let sut = Route(method: "get", path: "api/events")

        XCTAssertEqual(sut, .events)
    }

    func test_init_wrongMethod_findsNothing() {
        let sut = Route(method: "GET", path: "api/users/login")

        XCTAssertNil(sut)
    }

    func test_init_postToExpenses_findsNothing() {
        let sut = Route(method: "POST", path: "api/expenses")

        XCTAssertNil(sut)
    }

    func test_init_unknownPath_findsNothing() {
        let sut = Route(method: "GET", path: "api/weapons")

        XCTAssertNil(sut)
    }

    func test_requiresToken_onlyLoginAndEvents_areOpen() {
        let open = Route.allCases.filter { !$0.requiresToken }

        XCTAssertEqual(open, [.login, .events])
    }
}
