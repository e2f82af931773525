/// What the tools count for a chapter, against which its texts' counts are checked
/// (``TextClaims``): the tests check runs in each kind of stage, each suite's tests, the
/// dependency rules (each one goal test), the steps with their *Expected:* lines, the hints,
/// the pristine Before's goals; and, for a characterize chapter (chapter 0), its mutants.
public struct ChapterFacts: Equatable, Sendable {
    public var chapter: String
    /// How many characterization tests each stage runs (nil: not known, e.g. not built).
    public var characterization: Int?
    /// How many goal tests the After runs, its dependency rules included.
    public var goals: Int?
    /// Each test class of the chapter's stages, and its rules (``StageResult/rulesClass``): how
    /// many tests, and of which kind.
    public var suites: [String: Suite]
    /// The names of the chapter's tests (`test_…`, rules too), without their class.
    public var tests: Set<String>
    /// How many dependency rules the chapter's Tests/Dependencies.rules holds.
    public var rules: Int
    /// The steps' *Expected:* lines.
    public var expectations: [StepExpectation]
    /// How many steps the chapter has as patches (the README numbers as many: integrity).
    public var steps: Int
    /// How many hints HINTS.md gives (`./Scripts/hint` shows them one by one).
    public var hints: Int
    /// The pristine Before's goals cell (`passed/total` or "doesn't compile yet"), when known.
    public var pristineGoals: String?
    /// The lines check prints under the pristine Before's goals (its first compiler errors),
    /// when known.
    public var errors: [String]?
    /// A characterize chapter's mutant catalogue size, and how many its worked example catches.
    public var mutants: Int?
    public var caught: Int?

    public init(chapter: String, characterization: Int? = nil, goals: Int? = nil, suites: [String: Suite] = [:], tests: Set<String> = [],
                rules: Int = 0, expectations: [StepExpectation] = [], steps: Int = 0, hints: Int = 0, pristineGoals: String? = nil,
                mutants: Int? = nil, caught: Int? = nil) {
        self.chapter = chapter
        self.characterization = characterization
        self.goals = goals
        self.suites = suites
        self.tests = tests
        self.rules = rules
        self.expectations = expectations
        self.steps = steps
        self.hints = hints
        self.pristineGoals = pristineGoals
        self.mutants = mutants
        self.caught = caught
    }

    /// A test class: how many tests it has, and whether they are characterization or goal tests.
    public struct Suite: Equatable, Sendable {
        public var tests: Int
        public var kind: Kind

        public init(tests: Int, kind: Kind) {
            self.tests = tests
            self.kind = kind
        }
    }

    /// What a count can count.
    public enum Kind: String, Equatable, Sendable {
        case characterization, goals, mutants
    }

    /// The total the tools count of a kind.
    public func total(_ kind: Kind) -> Int? {
        switch kind {
        case .characterization: characterization
        case .goals: goals
        case .mutants: mutants
        }
    }

    /// The kinds whose total is `count`.
    public func kinds(totalling count: Int) -> [Kind] {
        [Kind.characterization, .goals, .mutants].filter { total($0) == count }
    }

    /// Every `passed/total` of a kind that a check of the chapter shows in some state the tools
    /// reach: green (every test passes), each step's *Expected:* line, the pristine Before's
    /// goals; for mutants, what the worked example catches and what the suites catch (all).
    public func states(_ kind: Kind) -> [(passed: Int, total: Int)] {
        guard let total = total(kind) else { return [] }
        var states = [(passed: total, total: total)]
        switch kind {
        case .characterization:
            states += expectations.compactMap { StepExpectation.counts($0.characterization) }
        case .goals:
            states += expectations.compactMap { StepExpectation.counts($0.goals) }
            if let pristine = pristineGoals.flatMap(StepExpectation.counts) { states.append(pristine) }
        case .mutants:
            if let caught { states.append((caught, total)) }
        }
        var unique: [(passed: Int, total: Int)] = []
        for state in states where !unique.contains(where: { $0 == state }) { unique.append(state) }
        return unique
    }

    /// The state step `step`'s *Expected:* line states for a kind, when it states one in numbers.
    public func expected(step: Int, _ kind: Kind) -> (passed: Int, total: Int)? {
        guard let expectation = expectations.first(where: { $0.step == step }) else { return nil }
        switch kind {
        case .characterization: return StepExpectation.counts(expectation.characterization)
        case .goals: return StepExpectation.counts(expectation.goals)
        case .mutants: return nil
        }
    }
}
