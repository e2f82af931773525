import Foundation

/// A count a sentence states, in one of the forms the count check reads (``CountClaim/claims(in:facts:)``),
/// with the phrase it is in and the numbers it uses.
public struct CountClaim: Equatable, Sendable {
    /// The phrase, in the sentence.
    public var range: NSRange
    /// Where its numbers are in the sentence.
    public var numbers: [NSRange]
    public var statement: Statement

    public init(range: NSRange, numbers: [NSRange], statement: Statement) {
        self.range = range
        self.numbers = numbers
        self.statement = statement
    }

    /// What a claim says, in the tools' terms. A kind is nil where the sentence does not say.
    public enum Statement: Equatable, Sendable {
        /// How many tests of a kind there are: "All 33 run", "36 characterization tests",
        /// "the goal tests expect (5)".
        case total(ChapterFacts.Kind?, Int)
        /// A check's count: "32/32", "four of the five goal tests", "2 of 34 passed".
        case state(ChapterFacts.Kind?, passed: Int, total: Int)
        /// What check prints for a run that crashed: "crashed (3 of 7 passed)", "crashed (3/7)".
        /// A crashed goals run counts its XCTest goal tests only: the dependency rules are judged
        /// on a run that finished.
        case crashed(ChapterFacts.Kind?, passed: Int, total: Int)
        /// How many pass: "5 passed", "two tests pass".
        case passing(ChapterFacts.Kind?, Int)
        /// How many fail: "all but two pass", "the two tests … stay red".
        case failing(ChapterFacts.Kind?, Int)
        /// Some of a kind's tests, named by what they do ("the two tests that read the code",
        /// "the two notification tests fail"): at most that many there, failing or passing.
        case some(ChapterFacts.Kind?, Int, failing: Bool?)
        /// A test class's count: "`LoginCharacterizationTests` (18)", "all 18 `LoginCharacterizationTests`".
        case suite(String, Int)
        /// The chapter's steps: "4 steps", "step 2 of 5".
        case steps(Int, at: Int?)
        /// HINTS.md's hints: "5 hints".
        case hints(Int)
        /// The chapter's dependency rules: "3 dependency rules".
        case rules(Int)
        /// Some of the chapter's dependency rules, named by what they do ("the two rules about
        /// the AppDelegate"): at most that many there.
        case someRules(Int)
        /// What a grading catches: "catch 16 of 44".
        case caught(Int, of: Int)
        /// An outcome only some run shows ("1 crashed", "9 not run"): nothing to compare with.
        case outcome(String)
    }
}
