/// One mutant as grade left it: what it changes, where, and what became of it.
///
/// grade writes one a line, tab-separated, in this order (see
/// GradeReport.table in WorkbookModel): id, area, notice, hint, file (relative to
/// the stage), line, column, end line, end column (inclusive), the line as it
/// is, the line as the mutant has it (a statement it adds on a line of its
/// own, joined by the character U+001F), the replacement, outcome (failed,
/// crashed, hung, missed), the tests that caught it (comma-separated),
/// details, milliseconds.
public struct GradedMutant: Equatable {
    public var id: String
    public var area: String
    public var notice: String
    public var hint: String
    public var file: String
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    public var original: String
    public var mutated: [String]
    public var replacement: String
    public var outcome: String
    public var caughtBy: [String]
    public var detail: String
    public var milliseconds: Int

    /// Whether a test caught it: it failed, crashed or hung.
    public var isCaught: Bool {
        ["failed", "crashed", "hung"].contains(outcome)
    }

    /// Reads one line of grade's table; `nil` for a line without its 16 fields or with a line that is not a number.
    public init?(line text: Substring) {
        let fields = text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 16, let line = Int(fields[5]), let column = Int(fields[6]), let endLine = Int(fields[7]),
              let endColumn = Int(fields[8]), line >= 1, column >= 1 else { return nil }
        id = fields[0]
        area = fields[1]
        notice = fields[2]
        hint = fields[3]
        file = fields[4]
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        original = fields[9]
        mutated = fields[10].split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
        replacement = fields[11]
        outcome = fields[12]
        caughtBy = fields[13].split(separator: ",").map(String.init)
        detail = fields[14]
        milliseconds = Int(fields[15]) ?? 0
    }
}
