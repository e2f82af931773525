import Foundation

/// What the stage runner has once a stage's processes ended: the raw material of its result.
/// ``StageRunner`` starts the build, the tests and their listing, within time limits, then
/// writes the stage's one ``StageResult`` from this (``writeResult(in:registry:root:logicalRoot:)``).
public struct StageRun: Equatable, Sendable {
    /// How the build ended, when it did not build (past its time limit: `timedOut`).
    public enum Build: Equatable, Sendable {
        /// It built: the tests ran.
        case built
        /// It does not compile: the log's first errors.
        case failed
        /// Past the build's time limit.
        case timedOut
        /// Not the code: something outside it ended the build (what, for a person).
        case outside(String)
        /// A damaged build folder that a fresh one did not mend (what is damaged).
        case damagedFolder(String)
    }

    public var scope: String
    public var build: Build
    public var buildLog: String?
    public var testLog: String?
    /// The test process's exit status.
    public var testExit: Int
    public var testTimedOut: Bool
    /// The tests printed more than their log may hold, this many bytes (Scripts/lib/procs.sh's
    /// WB_LOG_LIMIT), and were stopped; nil when they did not.
    public var testFlooded: Int?
    /// What the test program listed (`--list-tests`), if it was asked.
    public var listLog: String?
    /// The workbook's result channel of the run (Linux: `ResultChannel`), and the tokens it
    /// was given, one a line; nil where the run had none (`swift test`).
    public var channel: String?
    public var secret: String?
    /// XCTest's filter the tests ran with (`Module.Class,…`): only those classes' listing counts.
    public var filter: [String]
    /// Lines check adds under the stage (a build folder started afresh, a stale resource removed…).
    public var notes: [String]
    /// The time limits, in seconds, as check says them.
    public var testTimeLimit: Int
    public var buildTimeLimit: Int
    /// A crash (not an imitation of XCTest) is run again from a fresh build folder instead of
    /// shown: the build before it compiled something incrementally (SwiftPM's bug, see
    /// Scripts/lib/buildfolder.sh).
    public var retryCrash: Bool
    /// This is that run again: the bug, named, when it did not crash.
    public var freshRetryBug: String?
    /// Files it is built from changed while it was built and tested: not to be kept.
    public var changedDuringRun: Bool
    /// The build's products folder (`.build-check/stages/debug`): a goals stage's dependency
    /// rules are judged on the code built there (``Referee``).
    public var binPath: String?

    public init(scope: String, build: Build = .built, buildLog: String? = nil, testLog: String? = nil, testExit: Int = 0,
                testTimedOut: Bool = false, testFlooded: Int? = nil, listLog: String? = nil, channel: String? = nil, secret: String? = nil, filter: [String] = [], notes: [String] = [],
                testTimeLimit: Int = 120, buildTimeLimit: Int = 600, retryCrash: Bool = false, freshRetryBug: String? = nil,
                changedDuringRun: Bool = false, binPath: String? = nil) {
        self.scope = scope
        self.build = build
        self.buildLog = buildLog
        self.testLog = testLog
        self.testExit = testExit
        self.testTimedOut = testTimedOut
        self.testFlooded = testFlooded
        self.listLog = listLog
        self.channel = channel
        self.secret = secret
        self.filter = filter
        self.notes = notes
        self.testTimeLimit = testTimeLimit
        self.buildTimeLimit = buildTimeLimit
        self.retryCrash = retryCrash
        self.freshRetryBug = freshRetryBug
        self.changedDuringRun = changedDuringRun
        self.binPath = binPath
    }

    /// What becomes of a run: its result, kept for the next check or not, or run again.
    public enum Outcome: Equatable, Sendable {
        case result(StageResult, keep: Bool)
        /// A crash to run again from a fresh build folder (``retryCrash``): no result yet.
        case retry
    }

    /// Where the learner reads a stage's whole log (``StageRunner`` copies each run's log there).
    public static func keptLog(scope: String) -> String { ".workbook/logs/\(scope).log" }

    public static let changedNote = "note: files changed while this stage was built and tested: this result is not kept, the next check runs it again"
}
