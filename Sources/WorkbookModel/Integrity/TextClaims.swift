import Foundation

/// Every count a lesson text states, checked against what the tools count (``ChapterFacts``),
/// whatever form the sentence gives it: the forms ``CountClaim`` reads (digits or words:
/// `32/32`, "All 33 run", "`Suite` (N)", "four of the five goal tests", "all but two pass",
/// "the goal tests expect (N)", "N characterization tests", "step K of N", "catch K of N"…),
/// and a refusal for any other number near the words of tests. Names of test suites and
/// tests must be ones the workbook has; the compiler's errors a text quotes, ones check
/// prints (``quotedErrors(in:facts:)``); a time the tools take says its conditions
/// (``unconditionedTimes(in:)``). A count that contradicts the tools is always a
/// finding; one no run of integrity can confirm (a mistake's outcome) stands only when
/// ``ClaimExceptions`` lists it with why.
public enum TextClaims {
    /// What the workbook has, besides one chapter's facts: every chapter's suites, and the
    /// names of its test classes, targets and tests.
    public struct Known: Equatable, Sendable {
        public var suites: [String: ChapterFacts.Suite]
        /// Test targets, test classes and other `…Tests` names the workbook has.
        public var names: Set<String>
        /// Test functions (`test_…`) and dependency rules.
        public var tests: Set<String>

        public init(suites: [String: ChapterFacts.Suite] = [:], names: Set<String> = [], tests: Set<String> = []) {
            self.suites = suites
            self.names = names
            self.tests = tests
        }
    }

    /// What checking a text found, and which exceptions it used (their indices).
    public struct Outcome: Equatable, Sendable {
        public var findings: [Finding]
        public var used: Set<Int>
    }

    /// The findings about one text (`file`, relative to the repository) of a chapter.
    public static func check(file: String, text: String, facts: ChapterFacts, known: Known = Known(),
                             exceptions: ClaimExceptions = ClaimExceptions()) -> Outcome {
        var findings: [Finding] = []
        var used: Set<Int> = []
        // `range`: what an exception must cover; `shown`: what the finding quotes.
        func report(_ sentence: ClaimSentence, _ range: NSRange, _ verdict: CountClaim.Verdict, shown: NSRange? = nil) {
            let line = sentence.line(at: range.location)
            let phrase = sentence.text(shown ?? range)
            switch verdict {
            case .holds:
                return
            case .contradicts(let why):
                findings.append(Finding(check: "texts", message: "\(file):\(line): \"\(phrase)\": \(why)"))
            case .unverifiable(let why):
                let covering = exceptions.covering(file: file, sentence: sentence, range: range)
                if covering.isEmpty {
                    findings.append(Finding(check: "texts", message: "\(file):\(line): \"\(phrase)\": \(why) — state what the tools print, or list it in \(ClaimExceptions.path) with why it may stand"))
                } else {
                    used.formUnion(covering)
                }
            }
        }
        for sentence in ClaimSentence.sentences(of: text) {
            if sentence.text.hasPrefix("*Expected:*") { continue } // the step's own line: ``expectations(_:readme:)``
            let claims = CountClaim.claims(in: sentence, facts: facts)
            for claim in claims {
                report(sentence, claim.range, claim.verdict(facts, step: sentence.step, known: known.suites.merging(facts.suites) { $1 }))
            }
            for number in CountClaim.unread(in: sentence, claims: claims) {
                report(sentence, number, .unverifiable("'\(sentence.text(number))' counts tests in no form integrity reads"),
                       shown: around(number, in: sentence))
            }
            for range in unconditionedTimes(in: sentence) {
                report(sentence, range, .unverifiable("a time the tools take, without its conditions (how many cores, idle or busy: Docs/Timings.md)"))
            }
            for (range, verdict) in quotedErrors(in: sentence, facts: facts) {
                report(sentence, range, verdict)
            }
            for (range, name) in names(in: sentence) where !isKnown(name, facts: facts, known: known) {
                report(sentence, range, .contradicts(name.hasPrefix("test") ? "no test of the workbook is named \(name)" : "no test suite of the workbook is named \(name)"))
            }
        }
        return Outcome(findings: findings, used: used)
    }

    /// The findings about a chapter's README.md, HINTS.md and NOTES.md (and `others`, texts
    /// that quote this chapter, e.g. the top-level README.md for chapter 1), its *Expected:*
    /// lines included; which exceptions they used, and the texts they read.
    public static func checkChapter(_ facts: ChapterFacts, files: RepositoryFiles, known: Known = Known(),
                                    exceptions: ClaimExceptions = ClaimExceptions(), others: [String] = []) -> (outcome: Outcome, scanned: Set<String>) {
        let readme = "Chapters/\(facts.chapter)/README.md"
        var outcome = Outcome(findings: expectations(facts, readme: readme), used: [])
        var scanned: Set<String> = []
        for path in others + ["README.md", "HINTS.md", "NOTES.md"].map({ "Chapters/\(facts.chapter)/\($0)" }) {
            guard let text = files.contents(path) else { continue }
            let one = check(file: path, text: text, facts: facts, known: known, exceptions: exceptions)
            outcome.findings += one.findings
            outcome.used.formUnion(one.used)
            scanned.insert(path)
        }
        return (outcome, scanned)
    }

    /// The words around a number that a finding shows: five either side, within the sentence.
    static func around(_ number: NSRange, in sentence: ClaimSentence) -> NSRange {
        let text = sentence.text as NSString
        var start = number.location, end = number.location + number.length, spaces = 0
        while start > 0 {
            if text.character(at: start - 1) == 0x20 { spaces += 1 }
            if spaces == 5 { break }
            start -= 1
        }
        spaces = 0
        while end < text.length {
            if text.character(at: end) == 0x20 { spaces += 1 }
            if spaces == 5 { break }
            end += 1
        }
        return NSRange(location: start, length: end - start)
    }

    /// The test suites (`…Tests`, in backquotes) and tests (`` `test_…` ``) a sentence names.
    static func names(in sentence: ClaimSentence) -> [(NSRange, String)] {
        guard let expression = try? NSRegularExpression(pattern: #"`([A-Z]\w*Tests|test_\w+)(?:\.\w+)?(?:\(\))?`"#) else { return [] }
        return expression.matches(in: sentence.text, range: NSRange(location: 0, length: (sentence.text as NSString).length)).map {
            ($0.range, sentence.text($0.range(at: 1)))
        }
    }

    static func isKnown(_ name: String, facts: ChapterFacts, known: Known) -> Bool {
        if name.hasPrefix("test") { return facts.tests.contains(name) || known.tests.contains(name) }
        // A target named for any chapter: `ChapterNBeforeGoalsTests`.
        if name.range(of: #"^ChapterN(Before|After)?(Characterization|Goals|SwiftTesting)Tests$"#, options: .regularExpression) != nil { return true }
        return facts.suites[name] != nil || known.suites[name] != nil || known.names.contains(name)
    }

    /// The README's *Expected:* lines against the tools: each step keeps characterization
    /// green (C/C), states the goals out of the After's total, and the last step ends where the
    /// After is, every goal test green.
    public static func expectations(_ facts: ChapterFacts, readme: String) -> [Finding] {
        var findings: [Finding] = []
        let last = facts.expectations.max { $0.step < $1.step }
        for expectation in facts.expectations {
            let where_ = "\(readme):\(expectation.line): step \(expectation.step)'s *Expected:*"
            if let c = facts.characterization, expectation.characterization != "\(c)/\(c)" {
                findings.append(Finding(check: "texts", message: "\(where_) characterization \(expectation.characterization): each step keeps the \(c) characterization tests green (\(c)/\(c))"))
            }
            if let g = facts.goals {
                if let counts = StepExpectation.counts(expectation.goals), counts.total != g || counts.passed > g {
                    findings.append(Finding(check: "texts", message: "\(where_) goals \(expectation.goals): the After runs \(g) goal tests (its dependency rules included)"))
                } else if expectation == last, expectation.goals != "\(g)/\(g)", facts.steps == expectation.step {
                    findings.append(Finding(check: "texts", message: "\(where_) goals \(expectation.goals): the last step ends at the After, \(g)/\(g)"))
                }
            }
        }
        return findings
    }
}
