import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizTesting
import XCTest

/// Pins the org chart tab as a user and the server see it: everyone the server lists, each row a name with its location, in the server's order, loaded with the login's token each time the tab appears.
final class OrgChartCharacterizationTests: MyBizTestCase {
    /// The seed org chart as the tab lists it: each row's name, then its location.
    static let seedRows = [
        "Nick Fury — Triskelion",
        "Maria Hill — Triskelion",
        "Phil Coulson — The Playground",
        "Melinda May — The Playground",
        "Daisy Johnson — The Playground",
    ]

    private func signInAndSelectOrgChart() throws {
        launchMyBiz()
        try screen().tap("Sign In")
        waitForTabScreen()
        waitUntil("announcements are listed") { (try? self.screen().shows("A thing happened")) == true }
        try screen().selectTab("Org Chart")
    }

    /// The rows on screen, each as its name, then its location.
    private func rowsOnScreen() -> [String] {
        ((try? screen().visibleViews(of: UITableViewCell.self)) ?? []).map { cell in
            "\(cell.textLabel?.text ?? "") — \(cell.detailTextLabel?.text ?? "")"
        }
    }

    func test_orgChart_listsEveryoneByNameWithTheirLocation_inTheServersOrder() throws {
        try signInAndSelectOrgChart()

        waitUntil("the org chart is listed") { !self.rowsOnScreen().isEmpty }

        XCTAssertEqual(rowsOnScreen(), Self.seedRows)
    }

    func test_orgChart_asksTheServerOnce_withTheLoginsToken() throws {
        try signInAndSelectOrgChart()
        waitUntil("the org chart is listed") { self.rowsOnScreen() == Self.seedRows }

        let requests = backend.requests(to: .employees)

        XCTAssertEqual(requests.map(\.method), ["GET"], "the org chart's requests")
        guard case .bearer(let token)? = requests.first?.authorization else {
            return XCTFail("the org chart request should carry the login's token as Bearer authorization, not \(String(describing: requests.first?.authorization))")
        }
        XCTAssertFalse(token.isEmpty, "the org chart request's Bearer token")
    }

    func test_orgChart_loadsAgainEachTimeItAppears_andListsEveryoneOnce() throws {
        try signInAndSelectOrgChart()
        waitUntil("the org chart is listed") { self.rowsOnScreen() == Self.seedRows }

        try screen().selectTab("Announcements")
        waitUntil("announcements are listed") { (try? self.screen().shows("A thing happened")) == true }
        try screen().selectTab("Org Chart")
        waitUntil("the org chart's second answer has arrived") {
            self.backend.requests(to: .employees).count == 2 && self.backend.requestsInFlight == 0
        }
        waitForMainQueueToSettle()

        XCTAssertEqual(rowsOnScreen(), Self.seedRows, "the org chart after it loaded again: everyone, once")
    }

    func test_orgChart_whenTheServerFails_listsNobody() throws {
        backend.inject(.status(500), on: .employees)

        try signInAndSelectOrgChart()
        waitForPresented(UIViewController.self)
        try screen().tap("OK")
        waitUntilNothingIsPresented()

        XCTAssertEqual(rowsOnScreen(), [], "the org chart after a failed load")
    }
}
