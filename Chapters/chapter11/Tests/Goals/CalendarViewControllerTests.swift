import HeadlessUIKit
import XCTest
@testable import MyBiz

/// The calendar on a day the test chooses (Extract and Override Call): the server's June 2019 events, seen on 11 June 2019, as a user would have seen them that day.
final class CalendarViewControllerTests: XCTestCase {
    private var sut: TestingCalendarViewController!

    /// The seed events' names, kinds and (local) days: 10, 11 and 12 June 2019.
    private let serverEvents = [
        CalendarDays.event("Alien invasion", at: CalendarDays.june(10, 14), .internationalHoliday),
        CalendarDays.event("Interview with Hydra", at: CalendarDays.june(11, 9, 30), .appointment),
        CalendarDays.event("Panic attack", at: CalendarDays.june(12, 16), .meeting),
    ]

    override func setUp() {
        super.setUp()
        sut = TestingCalendarViewController(now: CalendarDays.june(11, 12))
        sut.loadViewIfNeeded()
    }

    override func tearDown() {
        sut = nil
        super.tearDown()
    }

    /// Each row's title and the text under it, as the table shows them.
    private var rows: [[String?]] {
        (0 ..< sut.tableView.numberOfRows(inSection: 0)).map { row in
            let cell = sut.tableView.cellForRow(at: IndexPath(row: row, section: 0))
            return [cell?.textLabel?.text, cell?.detailTextLabel?.text]
        }
    }

    func test_eventsLoaded_onTheTestsDay_listsTodaysMarkedAndLaterOnes() {
        sut.eventsLoaded(events: serverEvents)

        XCTAssertEqual(rows, [["Interview with Hydra", "Today · Appointment"], ["Panic attack", "Meeting"]])
    }

    func test_eventsLoaded_onALaterDay_listsNothing() {
        sut.fixedNow = CalendarDays.june(13, 8)

        sut.eventsLoaded(events: serverEvents)

        XCTAssertEqual(rows, [])
    }

    func test_eventsLoaded_asksTheClockThroughNow() {
        sut.eventsLoaded(events: serverEvents)

        XCTAssertGreaterThan(sut.nowCalls, 0, "the calendar should ask now() what day it is, the call a test overrides")
    }

    func test_eventsLoaded_again_onTheNextDay_listsWhatIsLeft() {
        sut.eventsLoaded(events: serverEvents)
        sut.fixedNow = CalendarDays.june(12, 7)

        sut.eventsLoaded(events: serverEvents)

        XCTAssertEqual(rows, [["Panic attack", "Today · Meeting"]])
    }
}
