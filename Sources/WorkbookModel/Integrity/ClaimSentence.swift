import Foundation

/// A sentence of a Markdown text, as the count check reads it (``TextClaims``): its wrapped
/// lines joined with spaces, where each of its characters came from, the README step it is
/// in, and the text of its paragraph before it (what a count without a kind word counts).
public struct ClaimSentence: Equatable, Sendable {
    /// The sentence, its lines joined with one space.
    public var text: String
    /// Where each of its lines starts in ``text`` (UTF-16 offsets) and that line's number.
    public var lineStarts: [LineStart]
    /// The README step (`## Steps`, item K) it is in, if any.
    public var step: Int?
    /// Its paragraph's text before it.
    public var context: String

    /// A line of the file and where it starts in the sentence.
    public struct LineStart: Equatable, Sendable {
        public var offset: Int
        public var line: Int
    }

    public init(text: String, lineStarts: [LineStart], step: Int? = nil, context: String = "") {
        self.text = text
        self.lineStarts = lineStarts
        self.step = step
        self.context = context
    }

    /// The file's line that the character at `offset` came from.
    public func line(at offset: Int) -> Int {
        lineStarts.last { $0.offset <= offset }?.line ?? lineStarts.first?.line ?? 0
    }

    /// The text of a range of the sentence.
    public func text(_ range: NSRange) -> String {
        (text as NSString).substring(with: range)
    }
}
