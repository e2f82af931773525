/// A claim against what the tools count: it holds, it contradicts them (a wrong total, a
/// suite's wrong count: always a finding), or nothing the tools print can confirm it (a state
/// no run reaches, an outcome of some mistake: a finding unless listed as an exception).
extension CountClaim {
    public enum Verdict: Equatable, Sendable {
        case holds
        case contradicts(String)
        case unverifiable(String)
    }

    /// The verdict on this claim, in `step` (a README step's text) or outside any; `known`:
    /// the suites of every chapter, for a text that names another chapter's.
    public func verdict(_ facts: ChapterFacts, step: Int?, known: [String: ChapterFacts.Suite] = [:]) -> Verdict {
        switch statement {
        case .total(let kind, let count):
            return total(kind, count, facts)
        case .state(let kind, let passed, let total):
            return state(kind, passed, total, facts, step: step)
        case .crashed(let kind, let passed, let total):
            return crashed(kind, passed, total, facts)
        case .passing(let kind, let count):
            return counted(kind, facts, step: step) { total in (count, total) }
        case .failing(let kind, let count):
            return counted(kind, facts, step: step) { total in (total - count, total) }
        case .some(let kind, let count, let failing):
            return some(kind, count, failing: failing, facts, step: step)
        case .suite(let name, let count):
            guard let suite = facts.suites[name] ?? known[name] else {
                return .contradicts("no test suite of the workbook is named \(name)")
            }
            return suite.tests == count ? .holds : .contradicts("\(name) has \(suite.tests) \(suite.tests == 1 ? "test" : "tests")")
        case .steps(let count, let at):
            if count != facts.steps { return .contradicts("\(facts.chapter) has \(facts.steps) steps (Chapters/\(facts.chapter)/Steps)") }
            if let at, at > count { return .contradicts("there is no step \(at) of \(count)") }
            return .holds
        case .hints(let count):
            return count == facts.hints ? .holds : .contradicts("HINTS.md gives \(facts.hints) hints")
        case .rules(let count):
            return count == facts.rules ? .holds : .contradicts("Tests/Dependencies.rules holds \(facts.rules) \(facts.rules == 1 ? "rule" : "rules")")
        case .someRules(let count):
            return count <= facts.rules ? .holds : .contradicts("Tests/Dependencies.rules holds \(facts.rules) \(facts.rules == 1 ? "rule" : "rules")")
        case .caught(let caught, let total):
            guard let mutants = facts.mutants else { return .unverifiable("no grading to compare with") }
            if total != mutants { return .contradicts("the catalogue has \(mutants) mutants") }
            let example = facts.caught.map { "the worked example catches \($0) of \(mutants) and " } ?? ""
            return caught == mutants || caught == facts.caught ? .holds : .contradicts("\(example)the suites \(mutants) of \(mutants)")
        case .outcome(let phrase):
            return .unverifiable("'\(phrase)' is the outcome of some run that integrity does not make")
        }
    }

    /// What the chapter counts, said in words.
    static func totals(_ facts: ChapterFacts) -> String {
        var parts: [String] = []
        if let c = facts.characterization { parts.append("\(c) characterization") }
        if let g = facts.goals { parts.append("\(g) goal") }
        if let m = facts.mutants { parts.append("\(m) mutants") }
        return parts.isEmpty ? "nothing known" : parts.joined(separator: " and ") + (facts.mutants == nil ? " tests" : "")
    }

    func total(_ kind: ChapterFacts.Kind?, _ count: Int, _ facts: ChapterFacts) -> Verdict {
        guard let kind else {
            return facts.kinds(totalling: count).isEmpty ? .contradicts("\(facts.chapter) counts \(Self.totals(facts))") : .holds
        }
        guard let total = facts.total(kind) else { return .unverifiable("the tools' count of \(kind.rawValue) is not known") }
        return total == count ? .holds : .contradicts("\(facts.chapter) has \(total) \(Self.noun(kind, total))")
    }

    static func noun(_ kind: ChapterFacts.Kind, _ count: Int) -> String {
        switch kind {
        case .characterization: count == 1 ? "characterization test" : "characterization tests"
        case .goals: count == 1 ? "goal test" : "goal tests"
        case .mutants: count == 1 ? "mutant" : "mutants"
        }
    }

    func state(_ kind: ChapterFacts.Kind?, _ passed: Int, _ total: Int, _ facts: ChapterFacts, step: Int?) -> Verdict {
        let kinds = kind.map { [$0] } ?? facts.kinds(totalling: total)
        guard let kind = kinds.first else { return .contradicts("\(total) is no total: \(facts.chapter) counts \(Self.totals(facts))") }
        guard let actual = facts.total(kind) else { return .unverifiable("the tools' count of \(kind.rawValue) is not known") }
        guard actual == total else { return .contradicts("\(facts.chapter) has \(actual) \(Self.noun(kind, actual)), not \(total)") }
        return reached(kind, passed, total, facts, step: step)
    }

    /// A run that crashed, as check prints it: out of the kind's total or, for goal tests, out of
    /// the XCTest ones alone (the dependency rules are judged on a run that finished). How far it
    /// got is the outcome of some run integrity does not make, unless every test passed.
    func crashed(_ kind: ChapterFacts.Kind?, _ passed: Int, _ total: Int, _ facts: ChapterFacts) -> Verdict {
        for kind in kind.map({ [$0] }) ?? [.characterization, .goals] {
            guard let actual = facts.total(kind) else { continue }
            let totals = kind == .goals && facts.rules > 0 ? [actual, actual - facts.rules] : [actual]
            guard totals.contains(total), passed <= total else { continue }
            return passed == actual ? .holds : .unverifiable("crashed (\(passed)/\(total)) is the outcome of some run that integrity does not make")
        }
        guard let kind, let actual = facts.total(kind) else {
            return .contradicts("\(total) is no total of a crashed run: \(facts.chapter) counts \(Self.totals(facts))")
        }
        let xctest = kind == .goals && facts.rules > 0 ? " (\(actual - facts.rules) without its dependency rules, as a crashed run counts them)" : ""
        return .contradicts("\(facts.chapter) has \(actual) \(Self.noun(kind, actual))\(xctest), not \(total)")
    }

    /// Whether a check shows `passed/total` of a kind where the text says it: in a step, what
    /// its *Expected:* line states (or all green); elsewhere, any state the tools reach.
    func reached(_ kind: ChapterFacts.Kind, _ passed: Int, _ total: Int, _ facts: ChapterFacts, step: Int?) -> Verdict {
        if passed == total { return .holds }
        if let step, let expected = facts.expected(step: step, kind) {
            return expected == (passed, total) ? .holds
                : .unverifiable("\(passed)/\(total) \(kind.rawValue) is not what step \(step) leads to (its *Expected:* line: \(expected.passed)/\(expected.total))")
        }
        if facts.states(kind).contains(where: { $0 == (passed, total) }) { return .holds }
        let known = facts.states(kind).filter { $0.passed != $0.total }.map { "\($0.passed)/\($0.total)" }
        if kind == .mutants {
            return .unverifiable("\(passed) of \(total) mutants is not what a grading integrity runs catches (the worked example \(known.joined(separator: ", ")), the suites all)")
        }
        return .unverifiable("\(passed)/\(total) \(kind.rawValue) is no state a check of \(facts.chapter) shows"
            + (known.isEmpty ? " (only all green)" : " (its steps and pristine Before: \(known.joined(separator: ", ")), or all green)"))
    }

    /// A count that passes or fails, as a state: the kind the sentence says, else any kind
    /// where it is one.
    func counted(_ kind: ChapterFacts.Kind?, _ facts: ChapterFacts, step: Int?, _ state: (Int) -> (Int, Int)) -> Verdict {
        let kinds = kind.map { [$0] } ?? [.characterization, .goals]
        var last: Verdict = .unverifiable("which tests? the sentence names no kind (characterization or goal)")
        for kind in kinds {
            guard let total = facts.total(kind) else { continue }
            let (passed, all) = state(total)
            guard passed >= 0 else {
                last = .contradicts("\(facts.chapter) has \(total) \(Self.noun(kind, total))")
                continue
            }
            let verdict = reached(kind, passed, all, facts, step: step)
            if verdict == .holds { return .holds }
            last = verdict
        }
        return last
    }

    /// Some tests, named by what they do: there are that many of the kind, and, when the
    /// sentence says they fail (or pass), at least that many fail (pass) in a state the tools
    /// reach there (a step's *Expected:* line in a step).
    func some(_ kind: ChapterFacts.Kind?, _ count: Int, failing: Bool?, _ facts: ChapterFacts, step: Int?) -> Verdict {
        let kinds = kind.map { [$0] } ?? [.characterization, .goals]
        for kind in kinds {
            guard let total = facts.total(kind), count <= total else { continue }
            guard let failing else { return .holds }
            let states = step.flatMap { facts.expected(step: $0, kind) }.map { [$0] } ?? facts.states(kind)
            if states.contains(where: { failing ? $0.total - $0.passed >= count : $0.passed >= count }) { return .holds }
        }
        let what = failing.map { $0 ? " failing" : " passing" } ?? ""
        return .unverifiable("\(count)\(what) tests of \(kind.map { Self.noun($0, 2) } ?? "this chapter's") are more than any state the tools reach \(step.map { "after step \($0)" } ?? "in \(facts.chapter)") shows")
    }
}
