import Foundation

/// One suite of one stage at its last run, whole: the one value check, the overview and
/// `--json` read (instead of a file per fact). ``StageRunner`` writes it once per run,
/// from the run's logs (``StageRun``), as `SCOPE.result.json` in a check's folder and
/// `.build-check/SCOPE/last-run/result.json` when kept (Scripts/README.md). Its schema:
///
///     {
///       "schema": 1,                      // this layout; a file of another is stale (the stage runs again)
///       "chapter": "chapter1", "stage": "Before", "suite": "Goals",
///       "status": "pass|fail|none|crash|build|hung",
///       "passed": 5, "total": 8,          // tests that passed; in the suite (ran, or listed after a crash)
///       "details": ["✗ GoalTests.test_6 — Chapters/chapter1/Tests/Goals/GoalTests.swift:6: XCTAssertTrue failed", …],
///                                         // what check prints under the stage, a line each, notes last
///       "failures": [{"test": "GoalTests.test_6", "location": "path:line", "message": "every line of it"}, …],
///       "crash": {"kind": "crash|hung|hung build|not the code|build folder", "test": "…", "message": "…"},  // or absent
///       "checkedAt": 1764028800,          // seconds since 1970
///       "sources": "3735928559 18234"     // what the learner edits that it was made from (``sources(chapter:stage:files:)``)
///     }
///
/// `log` (the kept log's path) and `editedSince` are found when it is read, never stored.
public struct StageResult: Codable, Equatable, Sendable {
    /// The layout ``schema`` names; a result written in another is not read.
    public static let schemaVersion = 1

    public var schema = StageResult.schemaVersion
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
    public var log: String? = nil
    /// When it was checked, in seconds since 1970 (the overview; nil when not recorded).
    public var checkedAt: Int?
    /// The `cksum` of the sums of the files a learner edits that it was made from (the
    /// stage's folder and the chapter's tests), so that the overview can tell an edit since by
    /// content; nil in a result written before it was recorded.
    public var sources: String?
    /// Whether those files' content is not what it was made from (the overview).
    public var editedSince = false

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
    public var scope: String { Stage.scope(chapter: chapter, stage: stage, suite: suite) }

    enum CodingKeys: String, CodingKey {
        case schema, chapter, stage, suite, status, passed, total, details, failures, crash, checkedAt, sources
    }
    public var isGreen: Bool { status == .pass }
}
