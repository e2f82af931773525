import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizTesting
import XCTest

/// Pins the announcements tab as a user and the server see it: the server's announcements, one a row, in its order, loaded with the login's token each time the tab appears; the tab's own alert, with the server's reason, when nothing could be loaded.
final class AnnouncementsCharacterizationTests: MyBizTestCase {
    /// The seed announcements as the tab lists them.
    static let seedRows = ["A thing happened", "More stuff to come soon!"]

    private func signIn() throws {
        launchMyBiz()
        try screen().tap("Sign In")
        waitForTabScreen()
    }

    /// The rows on screen, each as its text.
    private func rowsOnScreen() -> [String] {
        ((try? screen().visibleViews(of: UITableViewCell.self)) ?? []).map { $0.textLabel?.text ?? "" }
    }

    func test_announcements_listsTheServersAnnouncements_oneARow_inItsOrder_andNothingElse() throws {
        try signIn()

        waitUntil("announcements are listed") { !self.rowsOnScreen().isEmpty }

        XCTAssertEqual(rowsOnScreen(), Self.seedRows)
        XCTAssertEqual(try screen().visibleTexts, Self.seedRows, "what the tab shows: its rows, and no other text")
    }

    func test_announcements_asksTheServerOnce_withTheLoginsToken() throws {
        try signIn()
        waitUntil("announcements are listed") { self.rowsOnScreen() == Self.seedRows }

        let requests = backend.requests(to: .announcements)

        XCTAssertEqual(requests.map(\.method), ["GET"], "the announcements requests")
        guard case .bearer(let token)? = requests.first?.authorization else {
            return XCTFail("the announcements request should carry the login's token as Bearer authorization, not \(String(describing: requests.first?.authorization))")
        }
        XCTAssertFalse(token.isEmpty, "the announcements request's Bearer token")
    }

    func test_announcements_loadAgainEachTimeTheTabAppears_andAreListedOnce() throws {
        try signIn()
        waitUntil("announcements are listed") { self.rowsOnScreen() == Self.seedRows }

        try screen().selectTab("Org Chart")
        waitUntil("the org chart is listed") { (try? self.screen().shows("Nick Fury")) == true }
        try screen().selectTab("Announcements")
        waitUntil("the announcements' second answer has arrived") {
            self.backend.requests(to: .announcements).count == 2 && self.backend.requestsInFlight == 0
        }
        waitForMainQueueToSettle()

        XCTAssertEqual(rowsOnScreen(), Self.seedRows, "the announcements after they loaded again: each once")
        XCTAssertTrue(try screen().presentedChain.isEmpty, "nothing over the tab")
    }

    func test_announcements_whenTheServerFails_showsTheTabsAlertWithTheServersReason_andListsNothing() throws {
        backend.inject(.status(500), on: .announcements)

        // Not signIn(): announcements is the first tab, loaded as soon as it appears, so
        // the alert may already cover the tab screen before a wait for that screen looks.
        launchMyBiz()
        try screen().tap("Sign In")
        waitForPresented(UIViewController.self)

        XCTAssertEqual(try screen().visibleContent, ["Could not load announcements", "Internal Server Error", "[OK]"])
        try screen().tap("OK")
        waitUntilNothingIsPresented()
        XCTAssertEqual(try screen().topViewController?.title, "Announcements")
        XCTAssertEqual(rowsOnScreen(), [], "the announcements after a failed load")
        XCTAssertEqual(try screen().visibleTexts, [], "the tab after a failed load: nothing to read")
    }

    func test_aSecondSession_asksForAnnouncements_withTheSecondLoginsToken() throws {
        try signIn()
        waitUntil("announcements are listed") { self.rowsOnScreen() == Self.seedRows }
        try screen().selectTab("Settings")
        try screen().tapRow("Logout")
        waitUntil("the login screen is back") { (try? self.screen().button("Sign In")) != nil }

        try screen().tap("Sign In")
        waitForTabScreen()
        waitUntil("announcements are listed") { self.rowsOnScreen() == Self.seedRows }

        let tokens = backend.requests(to: .announcements).map(\.authorization)
        XCTAssertEqual(tokens.count, 2, "one announcements request a session")
        XCTAssertNotEqual(tokens.first, tokens.last, "the second session's request carries the second login's token")
    }
}
