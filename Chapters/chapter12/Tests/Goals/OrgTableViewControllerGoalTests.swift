import HeadlessUIKit
import XCTest
@testable import MyBiz

/// The tab as the filter's list: what it is asked to show is what its table's data source answers.
final class OrgTableViewControllerGoalTests: XCTestCase {
    private var sut: OrgTableViewController!

    override func setUp() {
        super.setUp()
        sut = OrgTableViewController()
        sut.tableView = UITableView(frame: .zero, style: .plain)
    }

    override func tearDown() {
        sut = nil
        super.tearDown()
    }

    /// Each row the table's data source answers: the name, then the location.
    private func rows() -> [String] {
        (0 ..< sut.tableView(sut.tableView, numberOfRowsInSection: 0)).map { row in
            let cell = sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: row, section: 0))
            return "\(cell.textLabel?.text ?? "") — \(cell.detailTextLabel?.text ?? "")"
        }
    }

    func test_show_makesTheTableListThoseEmployees_byNameWithTheirLocation() {
        let employees = [Employee.company[2], Employee.company[4]]

        sut.show(employees)

        XCTAssertEqual(rows(), ["Maria Hill — Triskelion", "Melinda May — The Playground"])
    }

    func test_filter_isHandedTheTabAsItsList() {
        sut.filter.employees = Employee.company
        sut.filter.query = "annex"

        XCTAssertEqual(rows(), ["Bobbi Morse — Playground Annex"])
    }
}
