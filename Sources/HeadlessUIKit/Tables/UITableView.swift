import Foundation

/// A vertical list of rows, filled by a data source; every row is a cell view, with no reuse or scrolling.
open class UITableView: UIScrollView {
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

    /// Creates a table with a style; the designated initializer, as in UIKit.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// Creates a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a plain table from an archive; there is nothing to decode (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// Asks the data source for every row again and rebuilds the cells.
    open func reloadData() {
        subviews.forEach { $0.removeFromSuperview() }
        cells = [:]
        selectedRow = nil
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

    /// The index path of the selected row, if any.
    open var indexPathForSelectedRow: IndexPath? { selectedRow }
    private var selectedRow: IndexPath?

    /// Selects a row, as the program does it: the delegate is **not** told, as in UIKit.
    ///
    /// UIKit documents that this sends neither `tableView(_:willSelectRowAt:)`
    /// nor `tableView(_:didSelectRowAt:)`. A user's tap does both (the testing
    /// module's `tapRow` acts as a user). The scroll position is ignored: the
    /// table does not scroll.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectedRow = indexPath
    }

    /// Deselects a row without telling the delegate, as in UIKit.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if selectedRow == indexPath { selectedRow = nil }
    }

    /// Where a row ends up after scrolling to it; recorded nowhere, since the table does not scroll.
    public enum ScrollPosition: Int {
        /// As little as needed.
        case none
        /// At the top.
        case top
        /// In the middle.
        case middle
        /// At the bottom.
        case bottom
    }
}

/// The object that provides a table's rows.
public protocol UITableViewDataSource: NSObjectProtocol {
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

/// The object that a table tells about a user's selection.
public protocol UITableViewDelegate: NSObjectProtocol {
    /// Asks which row a user's tap selects: the row itself unless implemented, or `nil` to select none.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// Tells that a user selected a row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
