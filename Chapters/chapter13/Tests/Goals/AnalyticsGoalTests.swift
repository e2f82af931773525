import XCTest
@testable import MyBiz

/// The static setter: a test installs the analytics every screen counts through, and a test's analytics is made without the app.
final class AnalyticsGoalTests: XCTestCase {
    private var analytics: AnalyticsSpy!

    override func setUp() {
        super.setUp()
        analytics = AnalyticsSpy()
    }

    override func tearDown() {
        Analytics.setShared(nil)
        analytics = nil
        super.tearDown()
    }

    func test_setShared_installsTheAnalyticsTheAppCountsThrough() {
        Analytics.setShared(analytics)

        LogManager().logEvent("login")

        XCTAssertEqual(analytics.tracked, ["login"], "the app's logging manager counts through the installed analytics")
    }

    func test_shared_staysTheInstalledAnalytics() {
        Analytics.setShared(analytics)

        XCTAssertTrue(Analytics.shared === analytics, "the installed analytics")
        XCTAssertTrue(Analytics.shared === Analytics.shared, "the same analytics each time it is asked for")
    }

    func test_analytics_madeWithoutTheApp_keepsWhatItCounts() {
        let sut = Analytics(isReporting: true)

        sut.track("logout")

        XCTAssertEqual(sut.events, ["logout"])
    }
}
