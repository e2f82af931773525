/// bench's table: each row's median beside its budget, marked met, over or not measured; the
/// report fails (exit 1) when a budget is over or was not measured.
public struct BenchReport: Equatable, Sendable {
    public var rows: [BenchRow]

    public init(rows: [BenchRow]) {
        self.rows = rows
    }

    /// The rows of bench's rows file (lines that are not rows are left out).
    public init(text: String) {
        rows = text.split(separator: "\n").compactMap { BenchRow(line: String($0)) }
    }

    /// 0 every budget met, 1 one is over or not measured.
    public var exitStatus: Int32 {
        rows.contains { $0.verdict == .over || $0.verdict == .notMeasured } ? 1 : 0
    }

    /// The table, a heading then a line a row.
    public func table(_ palette: Palette) -> String {
        func padded(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
        }
        var lines = [palette.bold + padded("Budget (WORKBOOK.md)", 52) + " " + padded("Measured", 12) + " Budget" + palette.reset]
        for row in rows {
            let measured = row.median.map(row.budget.shown) ?? "not measured"
            let limit = row.forComparison && row.median == nil ? "" : row.budget.shownLimit
            let mark: String
            switch row.verdict {
            case .met: mark = palette.green + "✓" + palette.reset
            case .over: mark = palette.red + "✗ over" + palette.reset
            case .forComparison: mark = "(for comparison)"
            case .notMeasured: mark = palette.red + "✗ not measured" + palette.reset
            }
            lines.append(padded(row.what, 52) + " " + padded(measured, 12) + " " + padded(limit, 14) + " " + mark
                         + (row.note.isEmpty ? "" : "   " + row.note))
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
