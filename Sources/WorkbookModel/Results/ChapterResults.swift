/// A chapter's four stage results and the referees edited in it: what the verdict reads.
public struct ChapterResults: Codable, Equatable, Sendable {
    public var chapter: String
    /// Before's then After's, Characterization then Goals (missing ones count as unknown).
    public var stages: [StageResult]
    /// Nil when not known (the overview does not look).
    public var editedReferees: [EditedReferee]?

    public init(chapter: String, stages: [StageResult], editedReferees: [EditedReferee]? = []) {
        self.chapter = chapter
        self.stages = stages
        self.editedReferees = editedReferees
    }

    /// One suite of one stage (unknown when there is no result for it).
    public func result(_ stage: String, _ suite: String) -> StageResult {
        stages.first { $0.stage == stage && $0.suite == suite }
            ?? StageResult(chapter: chapter, stage: stage, suite: suite, status: .unknown)
    }

    public func status(_ stage: String, _ suite: String) -> StageStatus { result(stage, suite).status }

    /// Whether a file of the After is among the edited referees.
    public var hasEditedAfter: Bool {
        (editedReferees ?? []).contains { $0.file.hasPrefix("Chapters/\(chapter)/After/") }
    }

    public var hasEditedReferees: Bool { !(editedReferees ?? []).isEmpty }

    /// The four results of a chapter read from a check's folder (the edited referees are the
    /// repository's: ``RepositoryFacts/editedReferees``).
    public static func read(chapter: String, from folder: ResultFolder) -> ChapterResults {
        let stages = Stage.names.flatMap { stage in
            Stage.suites.map { suite in folder.result(chapter: chapter, stage: stage, suite: suite) }
        }
        return ChapterResults(chapter: chapter, stages: stages)
    }
}
