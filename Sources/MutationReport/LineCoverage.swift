/// Which lines of each file of the stage the tests ran, and how often.
///
/// Read from grade's coverage file: "file<TAB>line<TAB>times run" a line
/// (StageCoverage in WorkbookModel). A line it does not list is not executable code.
public struct LineCoverage: Equatable {
    /// Times run, by file and line.
    public private(set) var counts: [String: [Int: Int]] = [:]

    public init(_ text: String = "") {
        for row in text.split(separator: "\n") {
            let fields = row.split(separator: "\t")
            guard fields.count == 3, let line = Int(fields[1]), let count = Int(fields[2]) else { continue }
            counts[String(fields[0]), default: [:]][line] = count
        }
    }

    /// Whether any test ran a line: `nil` when the line is not executable code (or coverage was not measured).
    public func wasRun(_ file: String, line: Int) -> Bool? {
        counts[file]?[line].map { $0 > 0 }
    }

    /// The lines of a file that no test ran, as ranges of executable lines with no line run between them.
    public func unrunRanges(in file: String) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        var start: Int?
        var end = 0
        for (line, count) in (counts[file] ?? [:]).sorted(by: { $0.key < $1.key }) {
            if count == 0 {
                if start == nil { start = line }
                end = line
            } else if let first = start {
                ranges.append(first...end)
                start = nil
            }
        }
        if let first = start { ranges.append(first...end) }
        return ranges
    }
}
