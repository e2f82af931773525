import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizTesting
import XCTest

/// Announcements that stay readable when new ones cannot be loaded, as a user and the server see it: the tab lists the last ones the app loaded, marked as such, instead of an alert over nothing; new ones, once they load, unmarked.
///
/// They are this chapter's goals rather than its characterization: the
/// Before keeps nothing and marks nothing, so they cannot pass there. On the
/// After they characterize it: `./Scripts/grade --stage chapter14/after`
/// runs them beside the shared suites, against the mutants of the behaviour
/// this chapter's steps add.
final class LastLoadedAnnouncementsCharacterizationTests: MyBizTestCase {
    private let seedRows = ["A thing happened", "More stuff to come soon!"]
    private let mark = "Could not load new announcements: these are the last ones loaded"

    private func signIn() throws {
        try screen().tap("Sign In")
        waitForTabScreen()
        waitUntil("announcements are listed") { self.rowsOnScreen() == self.seedRows }
    }

    /// The rows on screen, each as its text.
    private func rowsOnScreen() -> [String] {
        ((try? screen().visibleViews(of: UITableViewCell.self)) ?? []).map { $0.textLabel?.text ?? "" }
    }

    /// Leaves the announcements for the org chart and comes back, as a user does; the tab loads again as it appears.
    private func showTheAnnouncementsAgain() throws {
        let asked = backend.requests(to: .announcements).count
        try screen().selectTab("Org Chart")
        try screen().selectTab("Announcements")
        waitUntil("the announcements were asked for again, and the answer has arrived") {
            self.backend.requests(to: .announcements).count == asked + 1 && self.backend.requestsInFlight == 0
        }
        waitForMainQueueToSettle()
    }

    func test_whenNewOnesCannotBeLoaded_theTabListsTheLastOnes_marked_withNoAlert() throws {
        launchMyBiz()
        try signIn()
        backend.inject(.status(503), on: .announcements)

        try showTheAnnouncementsAgain()

        XCTAssertTrue(try screen().presentedChain.isEmpty, "no alert over the announcements: they are readable")
        XCTAssertEqual(try screen().visibleTexts, [mark] + seedRows, "the mark, above the last announcements loaded")
    }

    func test_afterALogoutAndALogin_whenNewOnesCannotBeLoaded_theNewTabListsTheLastOnes_marked() throws {
        launchMyBiz()
        try signIn()
        try screen().selectTab("Settings")
        try screen().tapRow("Logout")
        waitUntil("the login screen is back") { (try? self.screen().button("Sign In")) != nil }
        backend.inject(.status(503), on: .announcements)

        try screen().tap("Sign In")
        waitForTabScreen()
        waitUntil("the second session asked for announcements, and the answer has arrived") {
            self.backend.requests(to: .announcements).count == 2 && self.backend.requestsInFlight == 0
        }
        waitForMainQueueToSettle()

        XCTAssertTrue(try screen().presentedChain.isEmpty, "no alert over the announcements: they are readable")
        XCTAssertEqual(try screen().visibleTexts, [mark] + seedRows, "the last announcements the app loaded, in the new session's tab")
    }

    func test_whenTheServerAnswersAgain_theNewOnesAreListed_unmarked() throws {
        launchMyBiz()
        try signIn()
        backend.inject(.status(503), on: .announcements)
        try showTheAnnouncementsAgain()

        backend.clearFaults()
        try showTheAnnouncementsAgain()

        XCTAssertEqual(try screen().visibleTexts, seedRows, "new announcements, and no mark")
        XCTAssertEqual(backend.requests(to: .announcements).count, 3, "each time the tab appeared, it asked the server")
    }

    func test_aFreshLaunch_keepsNothingOfAnEarlierOne() throws {
        launchMyBiz()
        try signIn()
        backend.inject(.status(503), on: .announcements)

        launchMyBiz()
        try screen().tap("Sign In")
        waitForPresented(UIViewController.self)

        XCTAssertEqual(try screen().visibleTexts.first, "Could not load announcements", "nothing was loaded since the app opened: the tab's alert")
        try screen().tap("OK")
        waitUntilNothingIsPresented()
        XCTAssertEqual(try screen().visibleTexts, [], "no announcements, and no mark")
    }
}
