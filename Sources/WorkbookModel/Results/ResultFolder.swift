import Foundation

/// A check's folder of stage results: each stage's one ``StageResult`` (SCOPE.result.json,
/// written by ``StageRunner``), what happened during its run besides (SCOPE.events: a line
/// each, e.g. its build folder emptied).
public struct ResultFolder: Sendable {
    public var url: URL
    /// Whether a stage without a result stopped before it ended (a check's own folder, after
    /// its run: a crash, said so) rather than never ran (kept results: unknown).
    public var unfinishedIsCrash: Bool

    public init(url: URL, unfinishedIsCrash: Bool = false) {
        self.url = url
        self.unfinishedIsCrash = unfinishedIsCrash
    }

    /// What a stage that stopped before it ended says.
    public static let unfinished = "✗ the check of this stage stopped before it ended"

    /// A stage's result file in the folder.
    public static func file(scope: String) -> String { "\(scope).result.json" }

    /// A stage's events in the folder: what happened during this run (a build folder emptied or
    /// rebuilt, a stale resource removed), not what its result is. Shown after its details for
    /// this run only: never in its result file, so a kept result never replays them.
    public static func events(scope: String) -> String { "\(scope).events" }

    /// The stage's result, with this run's events after its details; a stage whose result is
    /// missing counts as unknown (or as a crash).
    public func result(chapter: String, stage: String, suite: String) -> StageResult {
        var result = StageResult(chapter: chapter, stage: stage, suite: suite, status: .unknown)
        if var written = StageResult.read(from: url.appendingPathComponent(Self.file(scope: result.scope))) {
            let events = (try? String(contentsOf: url.appendingPathComponent(Self.events(scope: result.scope)), encoding: .utf8)) ?? ""
            written.details += Self.lines(events)
            return written
        }
        if unfinishedIsCrash {
            result.status = .crash
            result.details = [Self.unfinished]
        }
        return result
    }

    /// A file's lines, without the last line break.
    static func lines(_ text: String) -> [String] {
        // By scalars: a "\r\n" is one Character, and a line may end in a carriage return.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
