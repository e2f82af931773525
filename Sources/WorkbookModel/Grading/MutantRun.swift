import Foundation

/// One run of the graded tests in grade (the real app, a change switched on, or the control
/// run), as its worker left it (``MutantWorkers``), and what it came to: failed, crashed,
/// hung, missed or none. The worker watches the run and ends it (at its first failure, or at
/// the time limit); what the run means is read here, from its log, exit status and how it
/// ended, once every worker has ended.
///
/// The worker's files in grade's folder, for a run NAME (`real-app`, a change's id,
/// `control-N`): NAME.log (its output), NAME.status (its exit status), NAME.ended
/// (`ended|failed|hung|flooded<TAB>milliseconds`: by itself, stopped at its first failure,
/// stopped at the time limit, stopped when its output passed the limit).
public struct MutantRun: Equatable, Sendable {
    /// How the run ended.
    public enum End: String, Equatable, Sendable {
        /// By itself.
        case ended
        /// Stopped by the worker at its first failure (one is enough to catch a change).
        case failed
        /// Stopped by the worker at the time limit.
        case hung
        /// Stopped by the worker when its output passed ``MutantWorkers/logLimit``.
        case flooded
    }

    /// What a run came to: a line of grade's `outcomes` (after the id).
    public struct Outcome: Equatable, Sendable {
        /// failed, crashed, hung (caught), missed (every test passed), none (no test ran).
        public var outcome: String
        /// The test that caught it (failed), or was running when it crashed or hung.
        public var by: String
        /// For a person, on one line: the failure's place and message, the crash, the hang.
        public var detail: String
        public var milliseconds: Int

        public init(outcome: String, by: String = "", detail: String = "", milliseconds: Int = 0) {
            self.outcome = outcome
            self.by = by
            self.detail = detail
            self.milliseconds = milliseconds
        }

        /// `outcome<TAB>by<TAB>detail<TAB>milliseconds`.
        public var line: String { "\(outcome)\t\(by)\t\(detail)\t\(milliseconds)" }

        /// A run whose worker left no trace of its end (it was itself ended).
        public static let unfinished = Outcome(outcome: "crashed", detail: "the run stopped before it ended")
    }

    public var log: String
    public var status: Int
    public var end: End
    public var milliseconds: Int

    public init(log: String, status: Int, end: End, milliseconds: Int) {
        self.log = log
        self.status = status
        self.end = end
        self.milliseconds = milliseconds
    }

    /// What a crash's detail starts with: the log's first line that says what ended the run.
    static let crashWords = ["fatal error", "precondition failed", "assertion failed", "signal", "exited with"]

    /// What the run came to. `limit`: the seconds a run could take (named for a hung one);
    /// `everyTest`: the run was to go to the end (grade --verbose, --report), so one stopped at
    /// the limit after a failure counts as failed. The log is read by ``XCTestLog``.
    public func outcome(limit: Int, everyTest: Bool, paths: RepositoryPaths) -> Outcome {
        outcome(of: XCTestLog(text: log), limit: limit, everyTest: everyTest, paths: paths)
    }

    private func outcome(of read: XCTestLog, limit: Int, everyTest: Bool, paths: RepositoryPaths) -> Outcome {
        var result = Outcome(outcome: "", milliseconds: milliseconds)
        if let first = read.failures.first {
            result.by = first.test
            result.detail = "\(paths.location(of: first)): \(first.message[0])"
        }
        switch end {
        case .hung where everyTest && !result.by.isEmpty, .failed:
            result.outcome = "failed"
        case .hung:
            result.outcome = "hung"
            result.by = read.crashed ?? ""
            result.detail = "still running after \(limit) s: stopped"
        case .flooded:
            result.outcome = "crashed"
            result.by = read.crashed ?? ""
            result.detail = "printed more than \(MutantWorkers.logLimit / 1_048_576) MB: stopped"
        case .ended where !result.by.isEmpty || read.failed > 0:
            result.outcome = "failed"
        case .ended where status != 0:
            result.outcome = "crashed"
            result.by = read.crashed ?? ""
            let said = ResultFolder.lines(log).first { line in Self.crashWords.contains { line.range(of: $0, options: .caseInsensitive) != nil } }
            result.detail = (said.map { paths.stripped($0) + "; " } ?? "") + ExitStatus.text(status)
        case .ended where read.passed == 0:
            result.outcome = "none"
        case .ended:
            result.outcome = "missed"
        }
        result.detail = Self.printableLine(result.detail)
        return result
    }

    /// A learner's text made safe for a tab-separated line shown on a terminal (as the
    /// scripts' wb_printable_line): escape as `^[`, carriage return as `^M`, other control
    /// characters as `?`, tabs and line breaks as spaces, none at the end.
    static func printableLine(_ text: String) -> String {
        var out = CheckReport.printable(String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\t" || $0 == "\n" ? " " : $0 })))
        while out.hasSuffix(" ") { out.removeLast() }
        return out
    }

    /// The run NAME a worker left in `folder`, or nil when it left no end (it was ended itself).
    public static func read(folder: URL, name: String) -> MutantRun? {
        func text(_ suffix: String) -> String? { try? String(contentsOf: folder.appendingPathComponent("\(name).\(suffix)"), encoding: .utf8) }
        guard let ended = text("ended").flatMap({ ResultFolder.lines($0).first }) else { return nil }
        let fields = ended.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard let end = End(rawValue: fields[0]) else { return nil }
        let status = text("status").flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
        return MutantRun(log: text("log") ?? "", status: status, end: end,
                         milliseconds: fields.count > 1 ? Int(fields[1]) ?? 0 : 0)
    }

    /// Every run of `names` a line, `name<TAB>outcome<TAB>by<TAB>detail<TAB>milliseconds`: grade's
    /// outcomes, read once every worker has ended.
    /// (The declarations of the tests whose thrown error caught a change are looked up once for
    /// all the runs: one walk of the repository, not one a run.)
    public static func outcomes(folder: URL, names: [String], limit: Int, everyTest: Bool, paths: RepositoryPaths) -> String {
        outcomeList(folder: folder, names: names, limit: limit, everyTest: everyTest, paths: paths).map { "\($0.name)\t\($0.outcome.line)\n" }.joined()
    }

    /// What each run of `names` came to, in their order (see ``outcomes(folder:names:limit:everyTest:paths:)``).
    public static func outcomeList(folder: URL, names: [String], limit: Int, everyTest: Bool, paths: RepositoryPaths) -> [(name: String, outcome: Outcome)] {
        let runs = names.map { name in read(folder: folder, name: name).map { ($0, XCTestLog(text: $0.log)) } }
        var located = paths
        located.declarations = paths.testDeclarations(Set(runs.compactMap { $0?.1.failures.first }.filter(\.isThrown).map(\.test)))
        return zip(names, runs).map { name, run in
            (name, run.map { $0.0.outcome(of: $0.1, limit: limit, everyTest: everyTest, paths: located) } ?? .unfinished)
        }
    }
}
