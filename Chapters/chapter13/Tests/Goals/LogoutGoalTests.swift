import HeadlessUIKit
import XCTest
@testable import MyBiz

/// The wrapped logout: the settings tab counts each logout, then ends the session as it always did; the test installs its analytics and overrides the tab's API, and nothing needs the app.
final class LogoutGoalTests: XCTestCase {
    private var analytics: AnalyticsSpy!
    private var api: APISpy!
    private var sut: SettingsViewController!

    override func setUp() {
        super.setUp()
        analytics = AnalyticsSpy()
        Analytics.setShared(analytics)
        api = APISpy()
        sut = TestingSettingsViewController(api: api)
    }

    override func tearDown() {
        sut = nil
        api = nil
        Analytics.setShared(nil)
        analytics = nil
        super.tearDown()
    }

    func test_logout_countsOneLogout() {
        sut.logout()

        XCTAssertEqual(analytics.tracked, ["logout"])
    }

    func test_logout_endsTheSessionOnce() {
        sut.logout()

        XCTAssertEqual(api.logoutCalls, 1, "the API's logout, as the Logout row always did")
    }

    func test_logout_countsTheLogout_beforeTheSessionEnds() {
        var countedWhenTheSessionEnded: [String]?
        api.onLogout = { countedWhenTheSessionEnded = self.analytics.tracked }

        sut.logout()

        XCTAssertEqual(countedWhenTheSessionEnded, ["logout"], "the logout is counted while the session it ends is still on")
    }

    func test_selectingTheLogoutRow_countsTheLogoutAndEndsTheSession() {
        sut.tableView(UITableView(frame: .zero, style: .grouped), didSelectRowAt: IndexPath(row: 0, section: 0))

        XCTAssertEqual(analytics.tracked, ["logout"])
        XCTAssertEqual(api.logoutCalls, 1)
    }

    func test_eachLogout_isCounted() {
        sut.logout()
        sut.logout()

        XCTAssertEqual(analytics.tracked, ["logout", "logout"])
        XCTAssertEqual(api.logoutCalls, 2)
    }
}
