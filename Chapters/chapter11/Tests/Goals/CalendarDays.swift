import Foundation
@testable import MyBiz

/// Days and events in the test process's own calendar and time zone, the ones the calendar tab reads: what is "today" for it is today for these.
enum CalendarDays {
    /// A moment of a day of June 2019, in local time.
    static func june(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        let components = DateComponents(year: 2019, month: 6, day: day, hour: hour, minute: minute)
        guard let date = Calendar.current.date(from: components) else { preconditionFailure("no such day: \(components)") }
        return date
    }

    /// An event of a kind at a moment.
    static func event(_ name: String, at date: Date, _ type: Event.EventType = .meeting) -> Event {
        Event(id: UUID(), name: name, date: date, type: type, duration: 3_600)
    }
}
