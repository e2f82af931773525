import XCTest
@testable import MyBiz

/// The sprouted methods alone (Sprout Method): new code the legacy calendar calls, tested on a plain instance, with the day handed in: no window, no server, no clock.
final class UpcomingEventsTests: XCTestCase {
    private var sut: CalendarViewController!
    private let now = CalendarDays.june(11, 12)

    override func setUp() {
        super.setUp()
        sut = CalendarViewController()
    }

    override func tearDown() {
        sut = nil
        super.tearDown()
    }

    func test_upcomingEvents_leavesOutTheEventsOfEarlierDays() {
        let events = [CalendarDays.event("Last week", at: CalendarDays.june(4, 12)), CalendarDays.event("Yesterday night", at: CalendarDays.june(10, 23, 59))]

        let upcoming = sut.upcomingEvents(events, now: now)

        XCTAssertEqual(upcoming.map(\.name), [])
    }

    func test_upcomingEvents_keepsTodaysEvents_alsoThoseAlreadyBegun() {
        let events = [CalendarDays.event("Midnight", at: CalendarDays.june(11, 0)), CalendarDays.event("Breakfast", at: CalendarDays.june(11, 8)),
                      CalendarDays.event("Dinner", at: CalendarDays.june(11, 19))]

        let upcoming = sut.upcomingEvents(events, now: now)

        XCTAssertEqual(upcoming.map(\.name), ["Midnight", "Breakfast", "Dinner"], "every event of the day of now, from its first moment on")
    }

    func test_upcomingEvents_keepsLaterEvents_inTheOrderGiven() {
        let events = [CalendarDays.event("Next month", at: CalendarDays.june(30, 9)), CalendarDays.event("Yesterday", at: CalendarDays.june(10, 9)),
                      CalendarDays.event("Tomorrow", at: CalendarDays.june(12, 9))]

        let upcoming = sut.upcomingEvents(events, now: now)

        XCTAssertEqual(upcoming.map(\.name), ["Next month", "Tomorrow"], "what is left keeps the server's order")
    }

    func test_isToday_forAnEventOfTheDayOfNow_isTrue() {
        XCTAssertTrue(sut.isToday(CalendarDays.event("Breakfast", at: CalendarDays.june(11, 8)), now: now))
        XCTAssertTrue(sut.isToday(CalendarDays.event("Dinner", at: CalendarDays.june(11, 23, 30)), now: now))
    }

    func test_isToday_forAnEventOfAnotherDay_isFalse() {
        XCTAssertFalse(sut.isToday(CalendarDays.event("Yesterday", at: CalendarDays.june(10, 12)), now: now))
        XCTAssertFalse(sut.isToday(CalendarDays.event("Tomorrow", at: CalendarDays.june(12, 0)), now: now))
    }
}
