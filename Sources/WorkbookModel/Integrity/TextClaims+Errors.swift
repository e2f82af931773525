import Foundation

/// The compiler's words a text quotes, against what check prints: a quoted error (in
/// backquotes, `File.swift:28: cannot assign…` or the message alone) is one check prints under
/// the pristine Before's goals or one a step's *First error:* line states (which
/// `./Scripts/step verify` compares), at the place quoted when a place is.
extension TextClaims {
    /// How the messages of Swift's diagnostics that the lessons quote begin.
    static let diagnosticOpenings = ["cannot ", "argument passed to call", "extra argument", "missing argument", "no such module",
                                     "overriding declaration", "value of type", "use of unresolved", "incorrect argument label",
                                     "no exact matches", "ambiguous use", "global function", "initializer ", "type '"]

    /// A quoted error: where (a path, or its end, and a line), and the message.
    struct QuotedError: Equatable {
        var path: String?
        var line: Int?
        var message: String

        /// Reads `path[:line]: [error: ]message` or a message alone; nil when it is no diagnostic.
        init?(_ text: String) {
            var rest = Substring(text)
            if let colon = rest.range(of: #"^[^\s:`]+\.swift(:[0-9]+)?: *"#, options: .regularExpression) {
                let location = rest[colon].trimmingCharacters(in: .whitespaces).dropLast()
                let parts = location.split(separator: ":")
                path = parts.first.map(String.init)
                line = parts.count > 1 ? Int(parts[1]) : nil
                rest = rest[colon.upperBound...]
            }
            if rest.hasPrefix("error: ") { rest = rest.dropFirst("error: ".count) }
            message = String(rest).trimmingCharacters(in: .whitespaces)
            let opens = TextClaims.diagnosticOpenings.contains { message.hasPrefix($0) }
                || message.range(of: #"^'[^']+' (is|has|does|was|cannot)\b"#, options: .regularExpression) != nil
            guard opens else { return nil }
        }

        /// Whether `printed` (a line check prints, `path:line: message`) is this quote.
        func isQuoted(by printed: QuotedError) -> Bool { message == printed.message }

        /// Whether its place is `printed`'s, as far as it says one: the same line, a path that ends the same.
        func sharesPlace(with printed: QuotedError) -> Bool {
            if let line, printed.line != line { return false }
            guard let path else { return true }
            return printed.path.map { $0 == path || $0.hasSuffix("/" + path) } ?? false
        }
    }

    /// The compiler's errors check prints for this chapter: under the pristine Before's goals,
    /// and each step's *First error:*; nil when none is known.
    static func printedErrors(_ facts: ChapterFacts) -> [QuotedError]? {
        let lines = (facts.errors ?? []) + facts.expectations.compactMap(\.firstError)
        guard facts.errors != nil || !lines.isEmpty else { return nil }
        return lines.compactMap(QuotedError.init)
    }

    /// The verdicts on the errors a sentence quotes, each with where its quote is.
    static func quotedErrors(in sentence: ClaimSentence, facts: ChapterFacts) -> [(NSRange, CountClaim.Verdict)] {
        guard let printed = printedErrors(facts),
              let expression = try? NSRegularExpression(pattern: "`([^`]+)`") else { return [] }
        return expression.matches(in: sentence.text, range: NSRange(location: 0, length: (sentence.text as NSString).length)).compactMap { match in
            guard let quote = QuotedError(sentence.text(match.range(at: 1))) else { return nil }
            let same = printed.filter(quote.isQuoted)
            if same.isEmpty {
                return (match.range, .unverifiable("check prints no such error for \(facts.chapter): not under the pristine Before's goals, nor in a step's *First error:* line"))
            }
            if let place = same.first, !same.contains(where: quote.sharesPlace) {
                return (match.range, .contradicts("check prints it at \(place.path ?? "?"):\(place.line.map(String.init) ?? "?")"))
            }
            return (match.range, .holds)
        }
    }
}
