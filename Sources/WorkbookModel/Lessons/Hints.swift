/// A chapter's HINTS.md read as its hints: each `## Hint N — title` heading and the text under
/// it, up to the next `#` or `##` heading (a `###` sub-heading stays in the hint).
public struct Hints: Equatable, Sendable {
    /// One hint: its heading without `## `, and its text without the blank lines around it.
    public struct Hint: Equatable, Sendable {
        public var heading: String
        public var body: [String]
    }

    public var hints: [Hint]

    public init(markdown: String) {
        var hints: [Hint] = []
        var inHint = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.range(of: #"^## +Hint +[0-9]+"#, options: .regularExpression) != nil {
                let heading = line.replacingOccurrences(of: #"^## +"#, with: "", options: .regularExpression)
                hints.append(Hint(heading: heading, body: []))
                inHint = true
            } else if line.hasPrefix("# ") || line.hasPrefix("## ") {
                inHint = false
            } else if inHint {
                hints[hints.count - 1].body.append(line)
            }
        }
        self.hints = hints.map { hint in
            var hint = hint
            let blank = { (line: String) in line.allSatisfy(\.isWhitespace) }
            while let first = hint.body.first, blank(first) { hint.body.removeFirst() }
            while let last = hint.body.last, blank(last) { hint.body.removeLast() }
            return hint
        }
    }

    /// How many hints there are.
    public var count: Int { hints.count }
}
