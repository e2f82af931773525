import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizTesting
import XCTest

/// Your characterization tests of stage-0 MyBiz: what a user and the server see today, pinned before anything changes.
///
/// Chapter 0's exercise (see Chapters/chapter0/README.md). The first test is a
/// worked example; add yours below it, in this file or in new files beside it.
/// `./Scripts/grade` runs them on the real app (they must pass there), then
/// once against each of many small changes to the app, and tells you which
/// changes none of your tests noticed.
///
/// The toolbox, all inherited from `MyBizTestCase`:
///
/// Launching
///   `let app = launchMyBiz()`        starts MyBiz as a user opens it: the login
///                                    screen, talking to an in-process server
///                                    that `setUp` has reset to its seed data.
///   `app.userId`                     the id the app remembers of the logged-in
///                                    user (nil while logged out).
///   `app.apiServer`                  the server the app's API talks to.
///
/// The screen (`try screen()`, what is in the key window right now)
///   `.type("Wrong1", into: "Password")`  types into a field (placeholder or id)
///   `.tap("Sign In")`                    taps a visible button by its title
///   `.selectTab("Settings")`, `.tapRow("Logout")`, `.tabTitles` (nil off the tab screen)
///   `.textField("Email").text`, `.button("OK")` (throws if it is not there)
///   `.visibleContent`                    what the user reads and touches on top, in reading order:
///                                        labels, [buttons] (an alert's too; "(disabled)" when they
///                                        are), {fields: their text}, e.g.
///                                        ["Login Failed", "Unauthorized", "[OK]", "[Try Again]"]
///   `.visibleTexts`                      the labels on top only, e.g. ["Login Failed", "Unauthorized"]
///   `.shows("A thing happened")`, `.rendering` (the whole screen as text)
///
/// Waiting (the app answers on the main queue: wait, never sleep)
///   `waitForTabScreen()`                      until the user sees the tab screen
///   `waitForPresented(UIViewController.self)` until an alert is shown
///   `waitUntilNothingIsPresented()`, `waitUntil("what") { condition }`
///   A wait that times out fails the test saying what covers the screen
///   (an alert over the tab screen, say) and showing the whole screen.
///
/// The server (`backend`)
///   `backend.requests`                  every request it received, in order
///   `backend.requests(to: .login)`      those of one route (`loginRequests` for short);
///                                       each has `.method`, `.path`, `.authorization`
///                                       (`.basic(username:password:)` or `.bearer(token:)`)
///   `backend.inject(.status(500), on: .login)`  makes it misbehave: also
///                                       `.malformedBody`, `.droppedConnection`, `.latency(0.05)`
///   `MyBizBackend.seedUser`             agent@shield.org / hailHydra, and its `id`
///
/// The login rules, asked directly: `StageUnderTest.isEmail("…")`, `StageUnderTest.isValidPassword("…")`;
/// at many inputs in one test: `verifyAllCombinations(StageUnderTest.isEmail, ["", "@", "a@b"])`
/// compares the whole table with an approved file you own (the first run prints it,
/// and the `mv` command that approves it).
final class MyCharacterizationTests: MyBizTestCase {
    // Worked example: a wrong password, pinned as the user and the server see it.
    func test_signIn_withWrongPassword_showsLoginFailedAndSendsWhatWasTyped() throws {
        launchMyBiz()
        try screen().type("Wrong1", into: "Password")

        try screen().tap("Sign In")
        waitForPresented(UIViewController.self)

        XCTAssertEqual(try screen().visibleContent, ["Login Failed", "Unauthorized", "[OK]", "[Try Again]"])
        XCTAssertEqual(loginRequests.count, 1)
        XCTAssertEqual(loginRequests.first?.method, "POST")
        XCTAssertEqual(loginRequests.first?.authorization, .basic(username: "agent@shield.org", password: "Wrong1"))
    }

    // Your tests go here. What happens with the right password? With an email
    // without "@"? What do the alert's buttons do? What does the server see?
}
