import Foundation
import HeadlessUIKit

/// A table data source with fixed texts per section, that records the rows its table selects.
///
/// An `NSObject`, as UIKit requires of every data source and delegate (`NSObjectProtocol`).
final class StubTableDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    private(set) var selected: [IndexPath] = []

    init(sections: [[String]]) {
        self.sections = sections
        super.init()
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}
