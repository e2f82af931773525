import Foundation

extension CheckReport {
    /// The report of a check's run: each chapter's results from the run's folder (a stage
    /// without a result stopped before it ended), the files that judge it and differ from the
    /// published workbook, and what its next step needs of git and the steps (``NextStepFacts``).
    public static func read(chapters: [String], results: URL, wantDone: Bool, root: URL, registry: Registry, path: String?) throws -> CheckReport {
        let folder = ResultFolder(url: results, unfinishedIsCrash: true)
        let repository = RepositoryFacts.live(root: root, path: path)
        let entries = try chapters.map { name in
            var results = ChapterResults.read(chapter: name, from: folder)
            results.stages = results.stages.map { $0.withLog(root: root) }
            results.editedReferees = try repository.editedReferees(name)
            var facts = NextStepFacts.found(for: NextStep.questions(for: results), chapter: name, root: root, in: repository)
            facts.nextChapter = registry.pairChapter(after: name)?.name
            return Entry(results: results, facts: facts)
        }
        return CheckReport(entries: entries, wantDone: wantDone)
    }
}
