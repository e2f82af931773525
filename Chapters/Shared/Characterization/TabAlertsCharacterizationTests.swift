import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizTesting
import XCTest

/// Pins what a user sees when a tab cannot load: its own alert, over the tab screen, with only OK; OK leaves the user on that tab, which does not load again.
final class TabAlertsCharacterizationTests: MyBizTestCase {
    private func signInAndSelectTab(_ title: String) throws {
        launchMyBiz()
        try screen().tap("Sign In")
        waitForTabScreen()
        waitUntil("announcements are listed") { (try? self.screen().shows("A thing happened")) == true }
        try screen().selectTab(title)
    }

    func test_orgChart_whenServerFails_showsItsAlertWithOnlyOK() throws {
        backend.inject(.status(500), on: .employees)

        try signInAndSelectTab("Org Chart")
        waitForPresented(UIViewController.self)

        XCTAssertEqual(try screen().visibleTexts.first, "Could not load the org chart")
        XCTAssertEqual(try screen().visibleViews(of: UIButton.self).map(\.currentTitle), ["OK"])
    }

    func test_purchases_whenServerFails_showsItsAlertWithOnlyOK() throws {
        backend.inject(.status(500), on: .purchases)

        try signInAndSelectTab("Purchases")
        waitForPresented(UIViewController.self)

        XCTAssertEqual(try screen().visibleTexts.first, "Could not load purchases")
        XCTAssertEqual(try screen().visibleViews(of: UIButton.self).map(\.currentTitle), ["OK"])
    }

    func test_calendar_whenServerFails_showsItsAlertWithOnlyOK() throws {
        backend.inject(.status(500), on: .events)

        try signInAndSelectTab("Calendar")
        waitForPresented(UIViewController.self)

        XCTAssertEqual(try screen().visibleTexts.first, "Could not load events")
        XCTAssertEqual(try screen().visibleViews(of: UIButton.self).map(\.currentTitle), ["OK"])
    }

    func test_settings_whenServerFails_showsItsAlertWithOnlyOK() throws {
        backend.inject(.status(500), on: .userInfo)

        try signInAndSelectTab("Settings")
        waitForPresented(UIViewController.self)

        XCTAssertEqual(try screen().visibleTexts.first, "Could not load your profile")
        XCTAssertEqual(try screen().visibleViews(of: UIButton.self).map(\.currentTitle), ["OK"])
    }

    func test_ok_afterATabsAlert_returnsToThatTabWithoutLoadingItAgain() throws {
        backend.inject(.status(500), on: .events)
        try signInAndSelectTab("Calendar")
        waitForPresented(UIViewController.self)

        try screen().tap("OK")
        waitUntilNothingIsPresented()
        waitForMainQueueToSettle()

        XCTAssertEqual(try screen().topViewController?.title, "Calendar")
        XCTAssertEqual(backend.requests(to: .events).count, 1, "events requests: OK should not load the tab again")
        XCTAssertTrue(try screen().presentedChain.isEmpty, "after OK nothing should be presented over the tab screen")
    }
}
