import Foundation

/// The forms a count takes in the texts, each read into a ``CountClaim/Statement``; and every
/// other number near the words of tests, which no form reads (``CountClaim/unread(in:claims:)``).
/// The expressions are compiled once.
extension CountClaim {
    /// Numbers written as words, as the texts spell them.
    static let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
                        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]
    static let tens = ["thirty": 30, "forty": 40, "fifty": 50]

    /// A number: digits that are no part of a name (`01-protocol-cast.patch`, "2-core": joined
    /// to a word by a hyphen), a path, a version, a quoted value or a decimal; or a word.
    static let number = #"(?:(?<![\w/.#=⌘":-])\d+(?![\w/"]|[.,]\d|-\p{L})|\b(?:"# + (words + tens.keys.sorted()).joined(separator: "|") + #")\b)"#
    /// The same, but not "one" (in "one test", "one more goal test" it is an article, not a count).
    static let counted = #"(?:(?<![\w/.#=⌘":-])\d+(?![\w/"]|[.,]\d|-\p{L})|\b(?:"# + (words.filter { $0 != "one" } + tens.keys.sorted()).joined(separator: "|") + #")\b)"#
    /// A test class's name, in backquotes or not.
    static let suiteName = #"`?([A-Z]\w*(?:Tests|Rules))\b`?"#

    /// A number's value, from digits or a word.
    static func value(_ text: String) -> Int? {
        if let digits = Int(text) { return digits }
        let word = text.lowercased()
        return words.firstIndex(of: word) ?? tens[word]
    }

    /// The words that make a number a count of tests when it stands near them (and any `…Tests`).
    static let vocabularyWords: Set<String> = ["test", "tests", "suite", "suites", "pass", "passes", "passed", "passing", "fail", "fails", "failed",
                                               "failing", "green", "red", "crash", "crashed", "goal", "goals", "characterization", "run", "runs",
                                               "expect", "expects", "catch", "catches", "caught", "mutant", "mutants", "rule", "rules"]
    /// The words after a count that say its tests fail, or pass.
    static let failingWords: Set<String> = ["fail", "fails", "failing", "failed", "red", "crash", "crashes", "crashed"]
    static let passingWords: Set<String> = ["pass", "passes", "passing", "passed", "green"]

    /// Whether a word speaks of tests.
    static func isTestWord<S: StringProtocol>(_ word: S) -> Bool {
        vocabularyWords.contains(word.lowercased()) || (word.hasSuffix("Tests") && word.count > 5)
    }

    /// A compiled expression (case-insensitive unless told).
    static func expression(_ pattern: String, caseInsensitive: Bool = true) -> NSRegularExpression {
        // The patterns are this file's own: one that does not compile is a bug its tests show.
        // swiftlint:disable:next force_try
        try! NSRegularExpression(pattern: pattern, options: caseInsensitive ? [.caseInsensitive] : [])
    }

    static let wordExpression = expression(#"[\p{L}\p{N}_'%×µ]+"#, caseInsensitive: false)
    static let numberExpression = expression(counted)
    static let kindExpression = expression(#"\b(\w*Tests|characterization|goals?|DependencyRules|(?:dependency\s+)?rules?|mutants?|changes)\b"#)
    static let listExpression = expression(#"^(,?\s+(?:or|and|to)\s+|,\s+)"# + counted)

    /// What a form's match gives its maker.
    struct Match: Sendable {
        var values: [Int]
        var texts: [String]
        var range: NSRange
        var sentence: ClaimSentence
        var facts: ChapterFacts

        /// What the count counts, from the sentence's words (``CountClaim/kind(near:in:facts:within:)``).
        func kind(within: Int? = nil) -> ChapterFacts.Kind? { CountClaim.kind(near: range, in: sentence, facts: facts, within: within) }
    }

    /// A form: its expression, and the statement its match makes (nil: none). A form `ofTests`
    /// reads a count only in a sentence that speaks of tests, and not where the word after it
    /// names what it counts ("all four modules", "one of three piles": ``countsAnotherNoun(after:in:)``);
    /// one `ofExercise` only in a characterize chapter, whose changes are its mutants.
    struct Form: Sendable {
        let expression: NSRegularExpression
        let ofTests: Bool
        let ofExercise: Bool
        let make: @Sendable (Match) -> Statement?

        init(_ pattern: String, ofTests: Bool = false, ofExercise: Bool = false, make: @escaping @Sendable (Match) -> Statement?) {
            self.expression = CountClaim.expression(pattern)
            self.ofTests = ofTests
            self.ofExercise = ofExercise
            self.make = make
        }
    }

    /// The forms, tried in this order; a number one form reads is not read again.
    static let forms: [Form] = {
        let n = "(\(number))", c = "(\(counted))"
        return [
            Form(#"\b(?:catch(?:es|ing)?|caught)\s+"# + n + #"\s+of\s+(?:the\s+|its\s+|all\s+)?"# + n) { .caught($0.values[0], of: $0.values[1]) },
            Form(#"\bcatch(?:es|ing)?\s+all\s+"# + n) { .total(.mutants, $0.values[0]) },
            Form(c + #"\s+changes\s+of\s+"# + n, ofExercise: true) { .state(.mutants, passed: $0.values[0], total: $0.values[1]) },
            Form(c + #"\s+(?:of\s+(?:the|its)\s+)?changes\b"#, ofExercise: true) { .total(.mutants, $0.values[0]) },
            Form(#"\bsteps?\s+"# + n + #"\s+of\s+(?:the\s+)?"# + n) { .steps($0.values[1], at: $0.values[0]) },
            Form(#"\ball\s+but\s+"# + n, ofTests: true) { .failing($0.kind(), $0.values[0]) },
            Form(#"\bevery\s+(?:[\w-]+\s+){0,3}?but\s+"# + n, ofTests: true) { .failing($0.kind(), $0.values[0]) },
            Form(n + #"\s+of\s+(?:the\s+|its\s+|their\s+|all\s+)?"# + n, ofTests: true) { state($0) },
            Form(#"(?<![\w/.])(\d+)/(\d+)(?![\w/])"#) { state($0) },
            Form(suiteName + #"\s*\(\s*"# + n + #"(?:\)|(?=\s*[,;]))"#) { .suite($0.texts[0], $0.values[0]) },
            Form(c + #"\s+"# + suiteName) { .suite($0.texts[0], $0.values[0]) },
            Form(#"\b(goal|characterization)\s+tests?\b[^().;:]{0,40}?\("# + n + #"\)"#) {
                .total($0.texts[0].lowercased() == "goal" ? .goals : .characterization, $0.values[0])
            },
            Form(c + #"\s+(?:dependency\s+)?rules?\b"#) { match in
                // "the two rules about the AppDelegate": some of them, as "the N … tests" are.
                isArticled(match) ? .someRules(match.values[0]) : .rules(match.values[0])
            },
            Form(#"\b(?:has|have|all|its|of\s+the)\s+"# + c + #"\s+(?:numbered\s+|small\s+|README\s+)?steps\b"#) { .steps($0.values[0], at: nil) },
            Form(c + #"\s+hints\b"#) { .hints($0.values[0]) },
            Form(c + #"\s+mutants\b"#) { .total(.mutants, $0.values[0]) },
            Form(#"\ball\s+"# + n + #"(?!\s+of\b)"#, ofTests: true) { match in
                // "All 33 run": a word of tests after it, or nothing; "all four are…" counts something else.
                guard word(after: match.range, in: match.sentence).map(isTestWord) ?? true else { return nil }
                return .total(match.kind(), match.values[0])
            },
            Form(c + #"\s+(?:more\s+|new\s+|other\s+)?(characterization|goal)\s+tests?\b"#) { match in
                verb(match.texts[0].lowercased() == "goal" ? .goals : .characterization, match)
            },
            Form(c + #"\s+(?:[\w-]+\s+){0,2}?tests?\b"#) { verb($0.kind(), $0) },
            Form(n + #"\s+(passed|pass)\b"#) { .passing($0.kind(), $0.values[0]) },
            Form(n + #"\s+(failed|crashed|not\s+run|skipped|stopped)\b"#) { .outcome($0.sentence.text($0.range)) },
        ]
    }()

    /// A check's count, `passed/total`; as check prints it for a run that crashed ("crashed (3 of
    /// 7 passed)", "crashed (3/7)"), a crashed run's.
    static func state(_ match: Match) -> Statement {
        let before = (match.sentence.text as NSString).substring(to: match.range.location).lowercased()
        let kind = match.kind(within: 30), passed = match.values[0], total = match.values[1]
        return before.hasSuffix("crashed (") ? .crashed(kind, passed: passed, total: total) : .state(kind, passed: passed, total: total)
    }

    /// Whether the word before a match is "the", "these" or "those": "the two rules about the
    /// AppDelegate", "the N … tests" name some of them, not how many there are.
    static func isArticled(_ match: Match) -> Bool {
        let before = (match.sentence.text as NSString).substring(to: match.range.location).lowercased().split(separator: " ").last
        return before.map { ["the", "these", "those"].contains($0) } ?? false
    }

    /// A count of tests and what the words after it say of them: that many fail, pass, or are
    /// all there are; "the N … tests" are some of them; "N more/new/other … tests" counts an
    /// addition, which the tools do not count.
    static func verb(_ kind: ChapterFacts.Kind?, _ match: Match) -> Statement {
        let text = match.sentence.text as NSString
        let phrase = text.substring(with: match.range)
        let value = match.values[0]
        let phraseWords = phrase.lowercased().split(separator: " ")
        if phraseWords.contains(where: { ["more", "new", "other"].contains($0) }) { return .outcome(phrase) }
        let rest = text.substring(from: match.range.location + match.range.length)
        let clause = rest.prefix { !",.;:()".contains($0) }.lowercased().split { !$0.isLetter }
        let fails = clause.contains { failingWords.contains(String($0)) }
        let passes = !fails && clause.contains { passingWords.contains(String($0)) }
        if isArticled(match) {
            return .some(kind, value, failing: fails ? true : passes ? false : nil)
        }
        if fails { return .failing(kind, value) }
        if passes { return .passing(kind, value) }
        return .total(kind, value)
    }

    /// What a count at `range` counts: the nearest kind word before it in the sentence, else
    /// the nearest after it (within `within` characters when given); else — only when no
    /// distance is asked — the last one its paragraph names before it; nil when none says.
    static func kind(near range: NSRange, in sentence: ClaimSentence, facts: ChapterFacts, within: Int? = nil) -> ChapterFacts.Kind? {
        let found = kindWords(in: sentence.text, facts: facts)
        let end = range.location + range.length
        let limit = within ?? Int.max
        if let before = found.last(where: { $0.range.location + $0.range.length <= range.location && range.location - ($0.range.location + $0.range.length) <= limit }) {
            return before.kind
        }
        if let after = found.first(where: { $0.range.location >= end && $0.range.location - end <= limit }) {
            return after.kind
        }
        guard within == nil else { return nil }
        return kindWords(in: sentence.context, facts: facts).last?.kind
    }

    /// The words of a text that name a kind of test, with where they are, in order.
    static func kindWords(in text: String, facts: ChapterFacts) -> [(range: NSRange, kind: ChapterFacts.Kind)] {
        let ns = text as NSString
        return kindExpression.matches(in: text, range: NSRange(location: 0, length: ns.length)).compactMap { match in
            let word = ns.substring(with: match.range)
            let lower = word.lowercased()
            if let suite = facts.suites[word] { return (match.range, suite.kind) }
            if word.hasSuffix("CharacterizationTests") || lower == "characterization" { return (match.range, .characterization) }
            if word.hasSuffix("GoalTests") || word.hasSuffix("GoalsTests") || lower.hasPrefix("goal") || word == StageResult.rulesClass
                || lower.hasSuffix("rule") || lower.hasSuffix("rules") {
                return (match.range, .goals)
            }
            if lower.hasPrefix("mutant") || (lower == "changes" && facts.caught != nil) { return (match.range, .mutants) }
            return nil
        }
    }

    /// The claims a sentence makes, in the forms above.
    public static func claims(in sentence: ClaimSentence, facts: ChapterFacts) -> [CountClaim] {
        var claims: [CountClaim] = []
        let text = sentence.text as NSString
        let all = NSRange(location: 0, length: text.length)
        let speaksOfTests = words(of: sentence).contains { isTestWord(text.substring(with: $0)) }
        for form in forms where !form.ofExercise || facts.caught != nil {
            if form.ofTests, !speaksOfTests { continue }
            for match in form.expression.matches(in: sentence.text, range: all) {
                var values: [Int] = [], texts: [String] = [], numbers: [NSRange] = []
                for group in 1..<match.numberOfRanges where match.range(at: group).location != NSNotFound {
                    let part = text.substring(with: match.range(at: group))
                    if let value = value(part) {
                        values.append(value)
                        numbers.append(match.range(at: group))
                    } else {
                        texts.append(part)
                    }
                }
                let taken = claims.flatMap(\.numbers)
                guard !numbers.isEmpty, !numbers.contains(where: { number in taken.contains { NSIntersectionRange($0, number).length > 0 } }) else { continue }
                if form.ofTests, countsAnotherNoun(after: match.range, in: sentence) { continue }
                // "stage 0 that your tests…", "chapter 1's tests": a number that names, not one that counts.
                if numbers[0].location == match.range.location, namesSomething(numbers[0], in: sentence) { continue }
                guard let statement = form.make(Match(values: values, texts: texts, range: match.range, sentence: sentence, facts: facts)) else { continue }
                claims.append(CountClaim(range: match.range, numbers: numbers, statement: statement))
            }
        }
        return claims.sorted { $0.range.location < $1.range.location }
    }

    /// Words that do not name what a number before them counts ("5 of them", "two from the goal tests").
    static let functionWords: Set<String> = ["of", "in", "on", "at", "to", "for", "from", "and", "or", "but", "with", "that", "which", "are", "is",
                                             "were", "was", "will", "would", "should", "must", "still", "now", "then", "all", "out", "more",
                                             "less", "left", "here", "there", "so", "as", "by", "do", "does", "did", "have", "has", "had", "go",
                                             "turn", "stay", "become", "seem"]
    /// A number right after one of these words names something (chapter 6, step 3, Hint 2, line 44…).
    static let qualifiers: Set<String> = ["chapter", "chapters", "step", "steps", "hint", "line", "lines", "stage", "status", "exit", "exits", "swift",
                                          "ios", "macos", "version", "section", "page", "port", "row", "column", "day", "signal", "schema",
                                          "question", "questions", "demo", "demos", "hints", "figure", "table", "issue", "item", "items", "pr"]
    /// A number right before one of these is a measure, not a count.
    static let units: Set<String> = ["s", "ms", "µs", "sec", "second", "seconds", "min", "minute", "minutes", "h", "hour", "hours", "%", "'", "x", "×",
                                     "times", "core", "cores", "mb", "gb", "kb", "line", "lines", "bytes", "characters", "days", "weeks", "runs", "people"]

    /// The words of a sentence, where they are.
    static func words(of sentence: ClaimSentence) -> [NSRange] {
        wordExpression.matches(in: sentence.text, range: NSRange(location: 0, length: (sentence.text as NSString).length)).map(\.range)
    }

    /// The word right after a range, lower-cased, when a letter starts it; nil at a mark or the end.
    static func word(after range: NSRange, in sentence: ClaimSentence) -> String? {
        let rest = (sentence.text as NSString).substring(from: range.location + range.length)
        let trimmed = rest.drop { $0 == " " || $0 == "`" }
        guard rest.first == " " || rest.first == "`", let first = trimmed.first, first.isLetter else { return nil }
        return String(trimmed.prefix { $0.isLetter || $0 == "-" || $0 == "'" })
    }

    /// Whether the word after a count names what it counts, and that is not tests: "all four
    /// modules", "one of three piles", "two doubles"; in a list ("one, two or three inputs"),
    /// the word after its last number.
    static func countsAnotherNoun(after range: NSRange, in sentence: ClaimSentence) -> Bool {
        let text = sentence.text as NSString
        let end = range.location + range.length
        if let list = listExpression.firstMatch(in: sentence.text, options: .anchored, range: NSRange(location: end, length: text.length - end)) {
            return countsAnotherNoun(after: NSRange(location: end, length: list.range.location + list.range.length - end), in: sentence)
        }
        guard let word = word(after: range, in: sentence) else { return false }
        let lower = word.lowercased()
        if functionWords.contains(lower) || units.contains(lower) { return false }
        return !isTestWord(word)
    }

    /// Whether the word before a number makes it a name: "chapter 6", "step 3", "stage 0".
    static func namesSomething(_ number: NSRange, in sentence: ClaimSentence) -> Bool {
        let before = (sentence.text as NSString).substring(to: number.location)
        guard let last = before.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == "`" }).last else { return false }
        return qualifiers.contains(last.lowercased().replacingOccurrences(of: "'s", with: ""))
    }

    /// The numbers of a sentence near the words of tests (five words either side) that no claim
    /// reads: counts in a form the check does not know, which it refuses. Not a number that
    /// names (chapter 6, step 3, stage 0, chapters 1–8), a measure (12 s, 5–10', 10%, 3 lines)
    /// or one that counts another noun (two doubles).
    public static func unread(in sentence: ClaimSentence, claims: [CountClaim]) -> [NSRange] {
        let text = sentence.text as NSString
        let words = words(of: sentence)
        let near = words.indices.filter { isTestWord(text.substring(with: words[$0])) }
        guard !near.isEmpty else { return [] }
        let taken = claims.flatMap(\.numbers)
        func wordIndex(_ range: NSRange) -> Int? { words.firstIndex { NSIntersectionRange($0, range).length > 0 } }
        return numberExpression.matches(in: sentence.text, range: NSRange(location: 0, length: text.length)).map(\.range).filter { number in
            guard !taken.contains(where: { NSIntersectionRange($0, number).length > 0 }), let index = wordIndex(number) else { return false }
            guard near.contains(where: { abs($0 - index) <= 5 && $0 != index }) else { return false }
            // A list item's number: "1. **Make it settable.**".
            if number.location == 0, text.length > number.length, text.character(at: number.length) == 0x2E { return false }
            // The end of a range ("chapters 1–8", "5–10'") is read with its start.
            if number.location > 0, text.substring(with: NSRange(location: number.location - 1, length: 1)) == "–" { return false }
            // A measure: "12 s", "12–25 s", "5–10'", "3 lines"; or written with its mark: "5'", "10%".
            let token = text.substring(with: words[index])
            if token.hasSuffix("'") || token.hasSuffix("%") { return false }
            var next = index + 1
            if next < words.count, words[next].location > number.location + number.length,
               text.substring(with: NSRange(location: number.location + number.length, length: words[next].location - number.location - number.length)) == "–" {
                let end = text.substring(with: words[next])
                if end.hasSuffix("'") || end.hasSuffix("%") { return false }
                next += 1
            }
            if next < words.count, units.contains(text.substring(with: words[next]).lowercased()) { return false }
            if namesSomething(number, in: sentence) { return false }
            // "chapters 1 to 3", "a second or two": what the word before the word before says.
            if index > 1, ["of", "to", "and", "or"].contains(text.substring(with: words[index - 1]).lowercased()) {
                let earlier = text.substring(with: words[index - 2]).lowercased()
                if qualifiers.contains(earlier) || units.contains(earlier) { return false }
                if earlier.first?.isNumber == true, index > 2, qualifiers.contains(text.substring(with: words[index - 3]).lowercased()) { return false }
            }
            return !countsAnotherNoun(after: number, in: sentence)
        }
    }
}
