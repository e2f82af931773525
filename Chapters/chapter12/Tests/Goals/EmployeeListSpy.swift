@testable import MyBiz

/// Records whom the filter asks it to show, and shows nothing.
final class EmployeeListSpy: EmployeeList {
    /// Every list it was asked to show, oldest first.
    private(set) var shown: [[Employee]] = []

    /// The names of those it was last asked to show.
    var lastShownNames: [String]? {
        shown.last?.map(\.displayName)
    }

    func show(_ employees: [Employee]) {
        shown.append(employees)
    }
}
