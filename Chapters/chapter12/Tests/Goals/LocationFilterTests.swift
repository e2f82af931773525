import XCTest
@testable import MyBiz

/// The filter the org chart sprouted, tested on its own: it is handed an `EmployeeList` and tells it whom to show; no screen, no app, no server.
final class LocationFilterTests: XCTestCase {
    private var list: EmployeeListSpy!
    private var sut: LocationFilter!

    override func setUp() {
        super.setUp()
        list = EmployeeListSpy()
        sut = LocationFilter(list: list)
    }

    override func tearDown() {
        sut = nil
        list = nil
        super.tearDown()
    }

    func test_employees_withNothingTyped_showsEveryone_inTheServersOrder() {
        sut.employees = Employee.company

        XCTAssertEqual(list.lastShownNames, ["Nick Fury", "Phil Coulson", "Maria Hill", "Bobbi Morse", "Melinda May"])
    }

    func test_query_showsOnlyThoseWhoseLocationContainsIt() {
        sut.employees = Employee.company

        sut.query = "Playground"

        XCTAssertEqual(list.lastShownNames, ["Phil Coulson", "Bobbi Morse", "Melinda May"])
    }

    func test_query_ignoresCaseAndTheSpacesAroundIt() {
        sut.employees = Employee.company

        sut.query = "  the PLAYGROUND "

        XCTAssertEqual(list.lastShownNames, ["Phil Coulson", "Melinda May"])
    }

    func test_query_thatNoLocationContains_showsNobody() {
        sut.employees = Employee.company

        sut.query = "Sokovia"

        XCTAssertEqual(list.lastShownNames, [])
    }

    func test_query_clearedAgain_showsEveryone() {
        sut.employees = Employee.company
        sut.query = "Triskelion"

        sut.query = ""

        XCTAssertEqual(list.lastShownNames, ["Nick Fury", "Phil Coulson", "Maria Hill", "Bobbi Morse", "Melinda May"])
    }

    func test_employees_arrivingAfterAQuery_areFilteredByIt() {
        sut.query = "triskelion"

        sut.employees = Employee.company

        XCTAssertEqual(list.lastShownNames, ["Nick Fury", "Maria Hill"], "the tab loads the org chart each time it appears: what the user typed must still apply")
    }

    func test_eachChange_showsOnce() {
        sut.employees = Employee.company

        sut.query = "Tris"

        XCTAssertEqual(list.shown.count, 2, "one list for the org chart, one for what was typed")
    }

    func test_filter_doesNotKeepItsListAlive() {
        weak var released: EmployeeListSpy?
        let filter: LocationFilter
        do {
            let list = EmployeeListSpy()
            released = list
            filter = LocationFilter(list: list)
        }

        XCTAssertNil(released, "the tab keeps its filter: a filter that kept the tab would keep both alive")
        withExtendedLifetime(filter) {}
    }
}
