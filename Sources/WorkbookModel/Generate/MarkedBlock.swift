/// A block of a Markdown file that a script writes, between a line `begin` and a line `end`
/// (README.md's chapter table, a chapter README's map): what is outside stays as it is.
public struct MarkedBlock: Equatable, Sendable {
    public var begin: String
    public var end: String

    public init(begin: String, end: String) {
        self.begin = begin
        self.end = end
    }

    /// README.md's table of chapters.
    public static let chapterTable = MarkedBlock(begin: "<!-- chapters:begin -->", end: "<!-- chapters:end -->")
    /// A chapter README's dependency map.
    public static let map = MarkedBlock(begin: "<!-- map:begin -->", end: "<!-- map:end -->")

    /// Whether `text` has the begin line, and the end line.
    public func markers(in text: String) -> (begin: Bool, end: Bool) {
        let lines = Self.lines(text)
        return (lines.contains(begin), lines.contains(end))
    }

    /// `text` with `block` between the markers, in place of what was there; every line ends
    /// with a line break.
    public func replacing(in text: String, with block: String) -> String {
        var result = "", inside = false
        for line in Self.lines(text) {
            if line == end { inside = false }
            if !inside { result += line + "\n" }
            if line == begin {
                inside = true
                result += Self.lines(block).map { $0 + "\n" }.joined()
            }
        }
        return result
    }

    /// The lines of a text (a last one without a line break too).
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
