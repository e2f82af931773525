import Foundation
import HeadlessUIKit

/// A one-section table showing fixed rows, that records which rows were selected.
///
/// An `NSObject`, as UIKit requires of every data source and delegate (`NSObjectProtocol`).
final class StubTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView()
    private let rows: [String]
    private(set) var selectedRows: [Int] = []

    init(rows: [String]) {
        self.rows = rows
        super.init()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedRows.append(indexPath.row)
    }
}
