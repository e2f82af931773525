/// What the next-step line must know beyond the results, asked of the repository (git, the
/// published manifest, the steps: ``RepositoryFacts``) only where the line depends on it: a
/// done chapter asks nothing.
extension NextStep {
    /// A fact found in the repository.
    public enum Question: Equatable, Sendable {
        /// Whether git sees changes under the chapter's After (``NextStepFacts/afterChangedInGit``).
        case afterChanged
        /// Whether the Before is the exercise as published, then where the steps say it is
        /// (judged by these cells of Before's results), then how many steps there are.
        case steps(characterization: String, goals: String)
    }

    /// The questions ``line(for:facts:)`` asks of these results: the branches that read facts.
    public static func questions(for results: ChapterResults) -> [Question] {
        for stage in Stage.names {
            for suite in Stage.suites where results.result(stage, suite).crash?.kind == CrashNote.notTheCode {
                return []
            }
        }
        if results.hasEditedReferees { return [] }
        let afters = [results.result("After", "Characterization"), results.result("After", "Goals")]
        if !afters.allSatisfy(\.isGreen) { return [.afterChanged] }
        let characterization = results.result("Before", "Characterization")
        let goals = results.result("Before", "Goals")
        guard characterization.status == .pass, !goals.isGreen, goals.status != .crash, goals.status != .hung else { return [] }
        return [.steps(characterization: characterization.cell, goals: goals.cell)]
    }
}
