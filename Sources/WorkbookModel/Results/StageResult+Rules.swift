/// A goals stage's result with the chapter's dependency rules counted in: each rule is one
/// goal test, judged by the compiler (``Referee``).
extension StageResult {
    /// The class name the rules' tests are shown under.
    public static let rulesClass = "DependencyRules"

    /// The result with each verdict as a test: a rule still present fails with its paths.
    public func withRules(_ verdicts: [RuleVerdict]) -> StageResult {
        guard !verdicts.isEmpty else { return self }
        var result = self
        result.total += verdicts.count
        result.passed += verdicts.filter(\.isGone).count
        for verdict in verdicts where !verdict.isGone {
            let test = "\(Self.rulesClass).\(verdict.test)"
            let lines = verdict.explanation
            let location = verdict.reaches.first?.location.map(\.description) ?? DependencyRules.path(chapter: chapter)
            result.failures.append(TestFailure(test: test, location: location, message: lines.joined(separator: "\n")))
            result.details += Self.shown(verdict)
        }
        if result.status == .pass, verdicts.contains(where: { !$0.isGone }) { result.status = .fail }
        return result
    }

    /// What check prints under a rule still present (integrity too): its test, then the
    /// paths the compiler's call graph still has, at most 12 lines of them.
    public static func shown(_ verdict: RuleVerdict) -> [String] {
        let lines = verdict.explanation
        return ["✗ \(rulesClass).\(verdict.test) — the compiler's call graph: \(lines.first ?? verdict.message)"]
            + lines.dropFirst().prefix(12).map { "  " + $0 }
    }

    /// The result with the rules counted but not judged: the other goal tests do not pass yet,
    /// so the rules cannot change the verdict (the compiler is asked once they do).
    public func withRulesNotJudged(_ rules: DependencyRules) -> StageResult {
        guard !rules.rules.isEmpty else { return self }
        var result = self
        result.total += rules.rules.count
        result.details.append("· \(rules.rules.count == 1 ? "1 dependency rule" : "\(rules.rules.count) dependency rules") (\(rules.rules.map(\.name).joined(separator: ", "))): judged by the compiler once the other goal tests pass; ./Scripts/map \(chapter) shows them now")
        return result
    }
}
