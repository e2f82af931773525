import MyBizBackend
import XCTest

final class EmployeeRecordTests: BackendTestCase {
    func test_employees_withToken_listsTheOrgChart() {
        let token = logIn()

        let exchange = send("GET", "api/employees", authorization: bearer(token))

        XCTAssertEqual(exchange.status, 200)
        let names = exchange.objects?.compactMap { employee in
            (employee["givenName"] as? String).flatMap { given in (employee["familyName"] as? String).map { "\(given) \($0)" } }
        }
        XCTAssertEqual(names, ["Nick Fury", "Maria Hill", "Phil Coulson", "Melinda May", "Daisy Johnson"])
    }

    func test_employees_withToken_haveEveryKeyIncludingANullManager() {
        let token = logIn()

        let exchange = send("GET", "api/employees", authorization: bearer(token))

        let keys: Set<String> = ["id", "givenName", "familyName", "location", "manager", "directReports"]
        XCTAssertEqual(exchange.objects?.map { Set($0.keys) }, Array(repeating: keys, count: 5))
        XCTAssertTrue(exchange.objects?.first?["manager"] is NSNull)
    }

    func test_employees_withToken_managersAndReportsAgree() {
        let token = logIn()

        let employees = send("GET", "api/employees", authorization: bearer(token)).objects ?? []

        XCTAssertEqual(employees.count, 5)
        let ids = Set(employees.compactMap { $0["id"] as? String })
        for employee in employees {
            let id = employee["id"] as? String ?? ""
            let reports = employee["directReports"] as? [String] ?? []
            XCTAssertTrue(Set(reports).isSubset(of: ids))
            for report in reports {
                let manager = employees.first { $0["id"] as? String == report }?["manager"] as? String
                XCTAssertEqual(manager, id)
            }
        }
        XCTAssertEqual(employees.filter { $0["manager"] is NSNull }.count, 1)
    }

    func test_employees_withoutToken_is401() {
        let exchange = send("GET", "api/employees")

        XCTAssertEqual(exchange.status, 401)
    }
}
