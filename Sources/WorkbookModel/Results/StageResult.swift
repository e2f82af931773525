import Foundation

/// One suite of one stage at its last run, whole: the one value check, the overview and
/// `--json` read (instead of a file per fact).
public struct StageResult: Codable, Equatable, Sendable {
    /// chapterN
    public var chapter: String
    /// Before or After.
    public var stage: String
    /// Characterization or Goals.
    public var suite: String
    public var status: StageStatus
    public var passed: Int
    public var total: Int
    /// The lines check prints under the stage (failures, first errors), for a person.
    public var details: [String]
    /// Every failure, whole, for a program.
    public var failures: [TestFailure]
    /// A crash, a hang or a failure outside the code.
    public var crash: CrashNote?
    /// The stage's whole log, relative to the repository, when it is kept.
    public var log: String?
    /// When it was checked, in seconds since 1970 (the overview; nil when not recorded).
    public var checkedAt: Int?
    /// Whether a file of the stage is newer than this result (the overview).
    public var editedSince: Bool

    public init(chapter: String, stage: String, suite: String, status: StageStatus, passed: Int = 0, total: Int = 0,
                details: [String] = [], failures: [TestFailure] = [], crash: CrashNote? = nil, log: String? = nil,
                checkedAt: Int? = nil, editedSince: Bool = false) {
        self.chapter = chapter
        self.stage = stage
        self.suite = suite
        self.status = status
        self.passed = passed
        self.total = total
        self.details = details
        self.failures = failures
        self.crash = crash
        self.log = log
        self.checkedAt = checkedAt
        self.editedSince = editedSince
    }

    /// chapter1-before-goals: the scripts' name of it.
    public var scope: String { "\(chapter)-\(stage)-\(suite)".lowercased() }
    public var isGreen: Bool { status == .pass }
}
