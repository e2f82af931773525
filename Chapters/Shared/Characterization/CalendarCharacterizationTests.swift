import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend
import MyBizTesting
import XCTest

/// Pins the calendar tab as a user and the server see it: the events it asks the server for, and how it lists those still to come.
///
/// The server's seed events are fixed instants in June 2019; each test adds
/// events of its own days from now (`MyBizBackend.addEvent`), at least two
/// days ahead, so that what it pins holds whatever the day the tests run:
/// these events are still to come, and none of them is today's.
final class CalendarCharacterizationTests: MyBizTestCase {
    private let calendar = Calendar.current

    /// Noon, `days` days from today (noon: a time every day has, whatever its clock changes).
    private func noon(inDays days: Int) -> Date {
        let today = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: Date()) ?? Date()
        return calendar.date(byAdding: .day, value: days, to: today) ?? today
    }

    /// Signs in, opens the calendar, and waits until its events have reached it.
    private func signInAndOpenCalendar() throws {
        launchMyBiz()
        try screen().tap("Sign In")
        waitForTabScreen()
        waitUntil("announcements are listed") { (try? self.screen().shows("A thing happened")) == true }
        try screen().selectTab("Calendar")
        waitUntil("the events have reached the app") { self.backend.requests(to: .events).count == 1 && self.backend.requestsInFlight == 0 }
        waitForMainQueueToSettle()
    }

    /// The text under a row's title: what the calendar shows of an event besides its name.
    private func detail(of name: String) throws -> String? {
        let texts = try screen().visibleTexts
        guard let index = texts.firstIndex(of: name), index + 1 < texts.count else { return nil }
        return texts[index + 1]
    }

    func test_calendar_asksTheServerForTheEvents() throws {
        try signInAndOpenCalendar()

        let requests = backend.requests(to: .events)
        XCTAssertEqual(requests.map(\.method), ["GET"], "the events requests the tab sent as it appeared")
        guard case .bearer(let token)? = requests.first?.authorization, !token.isEmpty else {
            return XCTFail("the events request should carry the login's token as Bearer authorization (the server would answer without it)")
        }
    }

    func test_calendar_eachTimeItAppears_asksTheServerAgain() throws {
        try signInAndOpenCalendar()

        try screen().selectTab("Announcements")
        try screen().selectTab("Calendar")
        waitUntil("the tab asked again") { self.backend.requests(to: .events).count == 2 }

        XCTAssertEqual(backend.requests(to: .events).count, 2)
    }

    func test_calendar_listsAnEventStillToCome_withItsKind() throws {
        backend.addEvent(name: "Quarterly review", date: noon(inDays: 7), type: .meeting)

        try signInAndOpenCalendar()

        XCTAssertEqual(try detail(of: "Quarterly review"), "Meeting", "the row of an event a week ahead: its name, then its kind")
    }

    func test_calendar_listsEventsStillToCome_inTheServersOrder() throws {
        backend.addEvent(name: "Offsite", date: noon(inDays: 10))
        backend.addEvent(name: "Standup", date: noon(inDays: 3))

        try signInAndOpenCalendar()

        let texts = try screen().visibleTexts
        let offsite = try XCTUnwrap(texts.firstIndex(of: "Offsite"), "Offsite should be listed. On screen: \(texts)")
        let standup = try XCTUnwrap(texts.firstIndex(of: "Standup"), "Standup should be listed. On screen: \(texts)")
        XCTAssertLessThan(offsite, standup, "the calendar lists events as the server sends them, not by date")
    }

    func test_calendar_namesEachKindOfEvent() throws {
        backend.addEvent(name: "Dentist", date: noon(inDays: 2), type: .appointment)
        backend.addEvent(name: "Retro", date: noon(inDays: 3), type: .meeting)
        backend.addEvent(name: "Founders' Day", date: noon(inDays: 4), type: .domesticHoliday)
        backend.addEvent(name: "World Peace Day", date: noon(inDays: 5), type: .internationalHoliday)

        try signInAndOpenCalendar()

        XCTAssertEqual(try ["Dentist", "Retro", "Founders' Day", "World Peace Day"].map(detail(of:)),
                       ["Appointment", "Meeting", "Domestic Holiday", "International Holiday"])
    }
}
