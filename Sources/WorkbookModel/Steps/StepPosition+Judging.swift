/// Which step a Before is at, judged by its content: the steps' states (step 0 the pristine
/// Before, step N the After), the learner's Before, each step's *Expected:* line and what the
/// Before's tests just said.
extension StepPosition {
    /// - Parameters:
    ///   - states: the Before at each step, 0 to N.
    ///   - before: the learner's Before.
    ///   - expectations: each step's *Expected:* line.
    ///   - results: the Before's characterization and goals cells as check shows them
    ///     ("34/34", "5/7" or "doesn't compile yet"), when they are of these very files; nil when
    ///     not known.
    /// - Returns: nil when there are no steps.
    ///
    /// A Before that is a step's state byte for byte is at that step (the latest such: a step
    /// that changes no code leaves the state of the one before). Else, when its characterization
    /// is green and its results are what some steps' *Expected:* lines state, it is at one of
    /// those steps, done in other words than its patch: the one whose changed files are the
    /// files the learner changed (the pristine Before against each, a file added or removed
    /// counting), then the one whose text is nearest, then the later. Else the step whose text
    /// is nearest (the later on a tie): near it, or past it.
    public static func judge(states: [StepFolder], before: StepFolder, expectations: [StepExpectation],
                             results: (characterization: String, goals: String)?) -> StepPosition? {
        let total = states.count - 1
        guard total > 0 else { return nil }
        if let exact = states.indices.reversed().first(where: { states[$0] == before }) {
            return StepPosition(step: exact, total: total, how: .exact, lines: 0)
        }
        var distances: [Int: Int] = [:]
        func distance(_ step: Int) -> Int {
            if let known = distances[step] { return known }
            let lines = states[step].changedLines(to: before)
            distances[step] = lines
            return lines
        }
        let nearest = states.indices.reversed().min { distance($0) < distance($1) } ?? 0
        let near = StepPosition(step: nearest, total: total, how: .near, lines: distance(nearest))
        guard let results, let green = StepExpectation.counts(results.characterization), green.passed == green.total else { return near }
        let candidates = expectations.filter {
            $0.step >= 1 && $0.step <= total && $0.characterization == results.characterization && $0.goals == results.goals
        }.map(\.step)
        guard !candidates.isEmpty else { return near }
        let touched = states[0].differing(from: before)
        func mismatch(_ step: Int) -> Int { states[0].differing(from: states[step]).symmetricDifference(touched).count }
        let best = candidates.min { a, b in
            (mismatch(a), distance(a), -a) < (mismatch(b), distance(b), -b)
        } ?? candidates[0]
        return StepPosition(step: best, total: total, how: .tests, lines: distance(best))
    }
}
