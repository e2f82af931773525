import Foundation

/// A vertical list of rows, filled by a data source; every row is a cell view, with no reuse or scrolling.
open class UITableView: UIView {
    /// The table's look.
    public enum Style: Int {
        /// Rows run edge to edge.
        case plain
        /// Rows are grouped in sections.
        case grouped
        /// Grouped, with inset sections.
        case insetGrouped
    }

    /// The table's look.
    public let style: Style
    /// The object that provides the rows.
    open weak var dataSource: UITableViewDataSource?
    /// The object told about selection.
    open weak var delegate: UITableViewDelegate?
    private var cells: [IndexPath: UITableViewCell] = [:]

    /// Creates a table with a style.
    public init(frame: CGRect = .zero, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// Creates a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a plain table with a zero frame.
    public convenience override init() {
        self.init(frame: .zero, style: .plain)
    }

    /// Asks the data source for every row again and rebuilds the cells.
    open func reloadData() {
        subviews.forEach { $0.removeFromSuperview() }
        cells = [:]
        guard let dataSource else { return }
        for section in 0 ..< dataSource.numberOfSections(in: self) {
            for row in 0 ..< dataSource.tableView(self, numberOfRowsInSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                cells[indexPath] = cell
                addSubview(cell)
            }
        }
    }

    /// The number of rows the table shows in a section.
    open func numberOfRows(inSection section: Int) -> Int {
        cells.keys.filter { $0.section == section }.count
    }

    /// The cell at an index path, if the table shows one.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        cells[indexPath]
    }

    /// The index path of a cell the table shows.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        cells.first { $0.value === cell }?.key
    }

    /// Selects a row as a user's tap would: the delegate is told.
    open func selectRow(at indexPath: IndexPath) {
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }
}

/// The object that provides a table's rows.
public protocol UITableViewDataSource: AnyObject {
    /// The number of sections; one unless implemented.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The number of rows in a section.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// The object that a table tells about selection.
public protocol UITableViewDelegate: AnyObject {
    /// Tells that a row was selected.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
