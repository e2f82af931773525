/// Which lines of the stage the tests ran on the real app: grade's `coverage` (file, line,
/// how many times it ran; executable lines only, as ``StageCoverage`` writes them).
public struct CoveredLines: Equatable, Sendable {
    public struct Line: Equatable, Sendable {
        public var file: String
        public var line: Int
        public var count: Int
    }

    /// In the file's order.
    public var lines: [Line]

    public init(lines: [Line]) {
        self.lines = lines
    }

    /// From a `coverage` file; lines that are not `file<TAB>line<TAB>count` are left out.
    public init(text: String) {
        lines = text.split(separator: "\n").compactMap { row in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 3, let line = Int(fields[1]) else { return nil }
            return Line(file: String(fields[0]), line: line, count: Int(fields[2]) ?? 0)
        }
    }

    /// Whether a test ran the line: nil when it is no executable code (or nothing was measured).
    public func ran(file: String, line: Int) -> Bool? {
        lines.last { $0.file == file && $0.line == line }.map { $0.count > 0 }
    }

    /// The lines of `file` no test ran, as ranges ("12–18, 40"): runs of executable lines never
    /// run with no line that ran between them; empty when every line ran.
    public func unrun(in file: String) -> String {
        var ranges: [String] = []
        var start: Int?
        var end = 0
        func close() {
            guard let first = start else { return }
            ranges.append(first == end ? "\(first)" : "\(first)–\(end)")
            start = nil
        }
        for entry in lines where entry.file == file {
            if entry.count == 0 {
                if start == nil { start = entry.line }
                end = entry.line
            } else {
                close()
            }
        }
        close()
        return ranges.joined(separator: ", ")
    }
}
