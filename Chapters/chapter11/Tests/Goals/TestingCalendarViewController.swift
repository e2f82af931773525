import HeadlessUIKit
@testable import MyBiz

/// The calendar with its clock overridden (Extract and Override Call): `now()` is the test's day, not the machine's.
final class TestingCalendarViewController: CalendarViewController {
    /// What `now()` answers; a test may move it.
    var fixedNow: Date
    /// How many times the calendar asked the clock.
    private(set) var nowCalls = 0

    init(now: Date) {
        fixedNow = now
        super.init(nibName: nil, bundle: nil)
        tableView = UITableView(frame: .zero, style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("TestingCalendarViewController is made in code")
    }

    override func now() -> Date {
        nowCalls += 1
        return fixedNow
    }
}
