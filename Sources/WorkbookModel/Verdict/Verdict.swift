/// The one decision on a chapter's results, read by check's table, `--done`, `--json` and
/// the overview alike: each stage's verdict, the chapter's, and whether it is healthy or done.
public struct Verdict: Codable, Equatable, Sendable {
    public var before: StageVerdict
    public var after: StageVerdict
    /// The chapter in one word (the overview's column): After first, then Before.
    public var chapter: StageVerdict
    /// Every referee as published, and Before's characterization and both of After's suites green.
    public var isHealthy: Bool
    /// Healthy, and Before's goals green too.
    public var isDone: Bool

    public init(before: StageVerdict, after: StageVerdict, chapter: StageVerdict, isHealthy: Bool, isDone: Bool) {
        self.before = before
        self.after = after
        self.chapter = chapter
        self.isHealthy = isHealthy
        self.isDone = isDone
    }

    /// The verdict on a chapter's results. A stage never checked (unknown) breaks nothing;
    /// referees not looked at (nil) count as published.
    public init(_ results: ChapterResults) {
        let beforeCharacterization = results.status("Before", "Characterization")
        let afterStatuses = [results.status("After", "Characterization"), results.status("After", "Goals")]
        let after: StageVerdict
        if results.hasEditedAfter {
            after = .edited
        } else if afterStatuses.allSatisfy({ $0 == .pass }) {
            after = .reference
        } else if afterStatuses.contains(where: { $0 != .pass && $0 != .unknown }) {
            after = .broken
        } else {
            after = .notChecked
        }
        let before: StageVerdict
        switch beforeCharacterization {
        case .build: before = .doesntCompile
        case .hung: before = .hung
        case .crash: before = .crashed
        case .unknown: before = .notChecked
        case .pass:
            if results.hasEditedReferees {
                before = .testsEdited
            } else {
                before = results.status("Before", "Goals") == .pass ? .done : .notDoneYet
            }
        case .fail, .none: before = .behaviourChanged
        }
        let chapter: StageVerdict
        switch (before, after) {
        case (.notChecked, _): chapter = .notChecked
        case (_, .broken): chapter = .afterBroken
        case (_, .edited): chapter = .afterEdited
        default: chapter = before
        }
        let isHealthy = !results.hasEditedReferees && beforeCharacterization == .pass && after == .reference
        self.init(before: before, after: after, chapter: chapter, isHealthy: isHealthy,
                  isDone: isHealthy && results.status("Before", "Goals") == .pass)
    }
}
