import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizTesting
import XCTest

/// The business change, as a user and the server see it, on the day the tests run: past events gone, today's marked, the rest as before.
///
/// The server's seed events are in June 2019, so the tests add their own
/// (`MyBizBackend.addEvent`): yesterday's, today's and tomorrow's, at noon. A
/// test that runs across midnight would see another day than the one it
/// built its events for; it notices, and is skipped rather than fail.
/// They are goals rather than characterization: the Before lists every
/// event. On the After they characterize it: `./Scripts/grade --stage
/// chapter11/after` runs them beside the shared suites, against the mutants
/// of the behaviour this chapter's steps add.
final class UpcomingEventsCharacterizationTests: MyBizTestCase {
    private let calendar = Calendar.current
    /// The day the test built its events for.
    private var today = Date()

    override func setUp() {
        super.setUp()
        today = calendar.startOfDay(for: Date())
    }

    /// Noon, `days` days from the test's today.
    private func noon(inDays days: Int) -> Date {
        let noon = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: today) ?? today
        return calendar.date(byAdding: .day, value: days, to: noon) ?? noon
    }

    /// Signs in, opens the calendar, and waits until its events have reached it; skips the test if the day changed meanwhile.
    private func signInAndOpenCalendar() throws {
        launchMyBiz()
        try screen().tap("Sign In")
        waitForTabScreen()
        waitUntil("announcements are listed") { (try? self.screen().shows("A thing happened")) == true }
        try screen().selectTab("Calendar")
        waitUntil("the events have reached the app") { self.backend.requests(to: .events).count == 1 && self.backend.requestsInFlight == 0 }
        waitForMainQueueToSettle()
        if calendar.startOfDay(for: Date()) != today {
            throw XCTSkip("the day changed while the test ran: its events were built for the day before")
        }
    }

    func test_calendar_leavesOutTheServersPastEvents() throws {
        try signInAndOpenCalendar()

        XCTAssertEqual(try screen().visibleTexts, [], "the seed events are all in June 2019: none is still to come")
    }

    func test_calendar_leavesOutYesterdaysEvent_andMarksTodays() throws {
        backend.addEvent(name: "Yesterday's standup", date: noon(inDays: -1), type: .meeting)
        backend.addEvent(name: "Today's standup", date: noon(inDays: 0), type: .meeting)
        backend.addEvent(name: "Tomorrow's standup", date: noon(inDays: 1), type: .meeting)

        try signInAndOpenCalendar()

        XCTAssertEqual(try screen().visibleTexts, ["Today's standup", "Today · Meeting", "Tomorrow's standup", "Meeting"])
    }

    func test_calendar_marksAnEventAtTheVeryStartOfToday_asTodays() throws {
        backend.addEvent(name: "Midnight release", date: today, type: .appointment)

        try signInAndOpenCalendar()

        XCTAssertEqual(try screen().visibleTexts, ["Midnight release", "Today · Appointment"])
    }

    func test_calendar_leavesOutAnEventOfLastNight() throws {
        backend.addEvent(name: "Late deploy", date: today.addingTimeInterval(-60), type: .appointment)
        backend.addEvent(name: "Holiday", date: noon(inDays: 2), type: .domesticHoliday)

        try signInAndOpenCalendar()

        XCTAssertEqual(try screen().visibleTexts, ["Holiday", "Domestic Holiday"], "an event a minute before today began is yesterday's")
    }
}
