import Foundation

/// The files a check leaves for each stage in its folder, read into ``StageResult`` values:
/// SCOPE.result (`status<TAB>passed<TAB>total`), SCOPE.details, SCOPE.crash (first line),
/// SCOPE.failed (``TestFailure/read(failed:)``; SCOPE.failures.json in results kept before), and referees-chapterN (`change<TAB>path` a line).
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

    /// The stage's result; a stage whose result file is missing counts as unknown.
    public func result(chapter: String, stage: String, suite: String) -> StageResult {
        var result = StageResult(chapter: chapter, stage: stage, suite: suite, status: .unknown)
        let scope = result.scope
        guard let row = text("\(scope).result")?.split(separator: "\n").first else {
            guard unfinishedIsCrash else { return result }
            result.status = .crash
            result.details = text("\(scope).details").map(Self.lines).flatMap { $0.isEmpty ? nil : $0 } ?? [Self.unfinished]
            return result
        }
        let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        result.status = fields.first.flatMap(StageStatus.init(rawValue:)) ?? .crash
        result.passed = fields.count > 1 ? Int(fields[1]) ?? 0 : 0
        result.total = fields.count > 2 ? Int(fields[2]) ?? 0 : 0
        result.details = text("\(scope).details").map(Self.lines) ?? []
        result.crash = text("\(scope).crash").flatMap { Self.lines($0).first }.flatMap(CrashNote.init(line:))
        if let failed = text("\(scope).failed") {
            result.failures = TestFailure.read(failed: failed)
        } else if let data = try? Data(contentsOf: url.appendingPathComponent("\(scope).failures.json")) {
            // Results kept before the scripts wrote SCOPE.failed.
            result.failures = (try? JSONDecoder().decode([TestFailure].self, from: data)) ?? []
        }
        return result
    }

    /// The chapter's referees that differ from the published workbook.
    public func editedReferees(chapter: String) -> [EditedReferee] {
        Self.lines(text("referees-\(chapter)") ?? "").compactMap(EditedReferee.init(line:))
    }

    private func text(_ name: String) -> String? {
        try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }

    /// A file's lines, without the last line break.
    static func lines(_ text: String) -> [String] {
        // By scalars: a "\r\n" is one Character, and a line may end in a carriage return.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
