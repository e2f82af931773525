import Foundation

extension NextStepFacts {
    /// The answers to a chapter's ``NextStep/Question``s, found in `repository`; the next
    /// chapter is left for the caller. Where the steps say the Before is is judged on the
    /// states with Before's cells; how many steps the README has is counted only when that
    /// cannot be told.
    public static func found(for questions: [NextStep.Question], chapter: String, root: URL, in repository: RepositoryFacts) -> NextStepFacts {
        var facts = NextStepFacts()
        for question in questions {
            switch question {
            case .afterChanged:
                facts.afterChangedInGit = repository.afterChanged(chapter)
            case .steps(let characterization, let goals):
                if repository.beforePristine(chapter) {
                    facts.beforePristine = true
                    continue
                }
                if let states = repository.stepStates(chapter) {
                    facts.stepLine = StepPosition.judge(chapter: chapter, states: states, root: root, results: (characterization, goals))?
                        .line(chapter: chapter, titles: StepPosition.titles(chapter: chapter, root: root))
                }
                if facts.stepLine == nil {
                    facts.stepCount = LessonChecks.stepCount((try? String(contentsOf: root.appendingPathComponent("Chapters/\(chapter)/README.md"), encoding: .utf8)) ?? "")
                }
            }
        }
        return facts
    }
}
