/// What became of a change, in the workbook's words: the page's one vocabulary.
///
/// grade prints "caught" and "missed", and "none of your tests runs this
/// line"; the page says the same, so a learner reads one set of words on the
/// terminal and in the browser. The JSON beside the page keeps the schema's
/// statuses (Stryker's), and the page's legend maps the two once
/// (``schemaStatuses``).
public enum ChangeStatus: String, CaseIterable, Equatable {
    /// A test failed, crashed or hung with the change: Killed, RuntimeError, Timeout.
    case caught
    /// Every test passed with the change, and a test runs its line: Survived.
    case missed
    /// Every test passed, and no test runs the change's line: NoCoverage.
    case notRun = "not-run"

    /// The schema's status in these words.
    public init(_ status: MutationReport.Status) {
        switch status {
        case .killed, .timeout, .runtimeError: self = .caught
        case .survived: self = .missed
        case .noCoverage: self = .notRun
        }
    }

    /// The word the page shows: "caught", "missed", "not run".
    public var word: String {
        self == .notRun ? "not run" : rawValue
    }

    /// A mark beside the word, so that colour is never the only sign.
    public var mark: String {
        self == .caught ? "✓" : "✗"
    }

    /// The schema's statuses this word stands for, as mutation-report.json names them.
    public var schemaStatuses: [MutationReport.Status] {
        switch self {
        case .caught: return [.killed, .timeout, .runtimeError]
        case .missed: return [.survived]
        case .notRun: return [.noCoverage]
        }
    }

    /// What the word means, for the page's legend.
    public var meaning: String {
        switch self {
        case .caught: return "a test failed with the change (or crashed, or hung and was stopped)"
        case .missed: return "every test passed with the change, though a test runs its line"
        case .notRun: return "every test passed: none of them runs the change's line"
        }
    }
}
