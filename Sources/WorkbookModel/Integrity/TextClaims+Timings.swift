import Foundation

/// How long the tools take, as a text states it: a figure says on what it was measured — how
/// many cores, idle or busy (the same first check took 12 s on two idle cores and 2 minutes on
/// the same cores at load 10: Docs/Timings.md). A time a sentence gives for check, a build, a
/// run or a grading, with no word of its conditions in its paragraph, is refused unless
/// ``ClaimExceptions`` lists it.
extension TextClaims {
    /// A time: a figure with its unit ("15 s", "12–25 s", "half a minute") or words that promise one.
    static let durationExpression = CountClaim.expression(
        #"\b\d+(?:[.,]\d+)?(?:\s?[–-]\s?\d+(?:[.,]\d+)?)?\s?(?:s|ms|sec|seconds?|min|minutes?)\b|\b(?:a second or two|two or three seconds|half a minute|a minute or two|takes? seconds|in seconds|(?:two|three|five|ten) (?:seconds|minutes)|(?:under|within|in|about|than|takes?|took) (?:a|one) (?:second|minute))\b"#)
    /// Words that make a time one of the tools' (not a session's).
    static let toolWords: Set<String> = ["check", "checks", "build", "builds", "built", "run", "runs", "grading", "grade", "grades", "answers",
                                         "compile", "compiles", "takes", "took", "take"]
    /// Words that say on what a time was measured: idle or busy cores (a count of cores alone
    /// does not: two cores busy with other work take ten times as long).
    static let conditionWords: Set<String> = ["idle", "busy", "load", "timings.md"]
    /// Words that make a time a limit, not what the tools take.
    static let limitWords: Set<String> = ["limit", "limits", "timeout", "budget", "budgets"]

    /// The times a sentence gives for the tools with no conditions in its paragraph (not a
    /// limit, nor a time quoted in backquotes: an output's).
    static func unconditionedTimes(in sentence: ClaimSentence) -> [NSRange] {
        let text = sentence.text as NSString
        let quoted = (try? NSRegularExpression(pattern: "`[^`]*`"))?.matches(in: sentence.text, range: NSRange(location: 0, length: text.length)).map(\.range) ?? []
        let times = durationExpression.matches(in: sentence.text, range: NSRange(location: 0, length: text.length)).map(\.range)
            .filter { time in !quoted.contains { NSIntersectionRange($0, time).length == time.length } }
        guard !times.isEmpty else { return [] }
        func words(_ string: String) -> Set<String> {
            Set(string.lowercased().split { !$0.isLetter && $0 != "." }.map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: ".")) })
        }
        let own = words(sentence.text)
        guard !own.isDisjoint(with: toolWords), own.isDisjoint(with: limitWords) else { return [] }
        let paragraph = own.union(words(sentence.context))
        guard paragraph.isDisjoint(with: conditionWords) else { return [] }
        return times
    }
}
