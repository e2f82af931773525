import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizTesting
import XCTest

/// The org chart's filter by location, as a user and the server see it: a field above the list, and the list shows only the people whose location contains what was typed.
///
/// They are this chapter's goals rather than its characterization: the
/// Before has no filter to characterize, so they cannot pass there. On the
/// After they characterize it: `./Scripts/grade --stage chapter12/after` runs
/// them beside the shared suites, against the mutants of the behaviour this
/// chapter's steps add.
final class OrgChartFilterCharacterizationTests: MyBizTestCase {
    private let everyone = [
        "Nick Fury — Triskelion",
        "Maria Hill — Triskelion",
        "Phil Coulson — The Playground",
        "Melinda May — The Playground",
        "Daisy Johnson — The Playground",
    ]

    private func signInAndShowTheOrgChart() throws {
        launchMyBiz()
        try screen().tap("Sign In")
        waitForTabScreen()
        waitUntil("announcements are listed") { (try? self.screen().shows("A thing happened")) == true }
        try screen().selectTab("Org Chart")
        waitUntil("the org chart is listed") { self.rowsOnScreen() == self.everyone }
    }

    /// The rows on screen, each as its name, then its location.
    private func rowsOnScreen() -> [String] {
        ((try? screen().visibleViews(of: UITableViewCell.self)) ?? []).map { cell in
            "\(cell.textLabel?.text ?? "") — \(cell.detailTextLabel?.text ?? "")"
        }
    }

    func test_orgChart_showsAnEmptyLocationFilter_aboveEveryone() throws {
        try signInAndShowTheOrgChart()

        let content = try screen().visibleContent

        XCTAssertEqual(content.first, "{Filter by location: }", "the first thing on the org chart: its filter, empty")
        XCTAssertEqual(try screen().textField("locationField").placeholder, "Filter by location", "UI automation finds the filter by its identifier")
    }

    func test_typingALocation_listsOnlyThoseWhoWorkThere() throws {
        try signInAndShowTheOrgChart()

        try screen().type("The Playground", into: "Filter by location")

        XCTAssertEqual(rowsOnScreen(), ["Phil Coulson — The Playground", "Melinda May — The Playground", "Daisy Johnson — The Playground"])
    }

    func test_typingPartOfALocation_inAnyCase_withSpacesAround_listsThoseWhoWorkThere() throws {
        try signInAndShowTheOrgChart()

        try screen().type("  tRISK ", into: "Filter by location")

        XCTAssertEqual(rowsOnScreen(), ["Nick Fury — Triskelion", "Maria Hill — Triskelion"])
    }

    func test_typingALocationNobodyWorksAt_listsNobody_andClearingItListsEveryoneAgain() throws {
        try signInAndShowTheOrgChart()

        try screen().type("Sokovia", into: "Filter by location")
        let nobody = rowsOnScreen()
        try screen().type("", into: "Filter by location")

        XCTAssertEqual(nobody, [], "a location nobody works at")
        XCTAssertEqual(rowsOnScreen(), everyone, "the filter cleared")
    }

    func test_typingWhileTheOrgChartLoads_listsNobodyUntilItArrives_thenThoseWhoWorkThere() throws {
        backend.inject(.latency(0.05), on: .employees)
        launchMyBiz()
        try screen().tap("Sign In")
        waitForTabScreen()
        waitUntil("announcements are listed") { (try? self.screen().shows("A thing happened")) == true }
        try screen().selectTab("Org Chart")

        try screen().type("tris", into: "Filter by location")
        let whileLoading = rowsOnScreen()
        waitUntil("the org chart has arrived") { !self.rowsOnScreen().isEmpty }

        XCTAssertEqual(whileLoading, [], "the org chart while it loads: nobody yet")
        XCTAssertEqual(rowsOnScreen(), ["Nick Fury — Triskelion", "Maria Hill — Triskelion"], "the org chart once it arrived, filtered by what was typed")
    }

    func test_filter_staysAppliedWhenTheTabLoadsAgain() throws {
        try signInAndShowTheOrgChart()
        try screen().type("playground", into: "Filter by location")

        try screen().selectTab("Announcements")
        waitUntil("announcements are listed") { (try? self.screen().shows("A thing happened")) == true }
        try screen().selectTab("Org Chart")
        waitUntil("the org chart's second answer has arrived") {
            self.backend.requests(to: .employees).count == 2 && self.backend.requestsInFlight == 0
        }
        waitForMainQueueToSettle()

        XCTAssertEqual(try screen().textField("Filter by location").text, "playground", "the filter keeps what was typed")
        XCTAssertEqual(rowsOnScreen(), ["Phil Coulson — The Playground", "Melinda May — The Playground", "Daisy Johnson — The Playground"],
                       "the org chart loaded again, filtered by what was typed")
    }

    func test_filtering_asksTheServerForNothing() throws {
        try signInAndShowTheOrgChart()
        let requestsBefore = backend.requests.count

        try screen().type("Tris", into: "Filter by location")
        try screen().type("", into: "Filter by location")
        waitForMainQueueToSettle()

        XCTAssertEqual(backend.requests.count, requestsBefore, "filtering is done on the org chart the tab has: no request")
    }
}
