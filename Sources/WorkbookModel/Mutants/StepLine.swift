/// One behavioural line a chapter's steps add or change, as its After has it: the file (relative
/// to the After), the line's number there and its text without its indentation.
public struct StepLine: Equatable, Sendable {
    public var file: String
    public var line: Int
    public var text: String

    public init(file: String, line: Int, text: String) {
        self.file = file
        self.line = line
        self.text = text
    }

    /// `file<TAB>line<TAB>text` (`workbook mutants step-lines`).
    public var tabbed: String { "\(file)\t\(line)\t\(text)" }

    /// The text as the accounting compares it: up to its first tab.
    var key: String { String(text.prefix { $0 != "\t" }) }
}
