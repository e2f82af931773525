import Foundation

/// Which people the org chart lists: those whose location contains what the user typed, everyone while nothing is typed.
///
/// It keeps the org chart as the server sent it and what the user typed, and
/// whenever either changes it tells its list whom to show, in the server's
/// order. It knows no screen: the tab hands it an `EmployeeList`, itself.
final class LocationFilter {
    /// The whole org chart, as the server sent it.
    var employees: [Employee] = [] {
        didSet { showMatches() }
    }

    /// What the user typed: a location matches when it contains it, whatever the case and the spaces around it.
    var query = "" {
        didSet { showMatches() }
    }

    private weak var list: EmployeeList?

    init(list: EmployeeList) {
        self.list = list
    }

    private func showMatches() {
        list?.show(employees.filter(matches))
    }

    private func matches(_ employee: Employee) -> Bool {
        let location = query.trimmingCharacters(in: .whitespaces)
        return location.isEmpty || employee.location.range(of: location, options: .caseInsensitive) != nil
    }
}
