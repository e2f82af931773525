/// One token of Swift code as the compiler reads it: a word, a number or one punctuation character, with the line it starts on.
///
/// Comments, whitespace and the text of string literals never become tokens,
/// so whatever separates two tokens in the file (a line break, a comment) is
/// invisible to anything that reads them.
public struct SwiftToken: Equatable, Sendable {
    /// What kind of text the token is.
    public enum Kind: Equatable, Sendable {
        /// An identifier or a keyword: `API`, `class`, `$0`.
        case word
        /// An identifier written in backticks: `` `class` `` is a name, never the keyword.
        case escapedWord
        /// A number literal.
        case number
        /// One punctuation or operator character: `.`, `?`, `{`.
        case punctuation
    }

    /// The token's text, backticks removed.
    public let text: String
    public let kind: Kind
    /// The 1-based line of the file the token starts on.
    public let line: Int

    public init(_ text: String, kind: Kind, line: Int) {
        self.text = text
        self.kind = kind
        self.line = line
    }

    /// Whether the token is a name (a word or an escaped word).
    public var isName: Bool {
        kind == .word || kind == .escapedWord
    }

    /// Whether the token is the keyword or punctuation `text`; an escaped word is never a keyword.
    public func `is`(_ text: String) -> Bool {
        kind != .escapedWord && self.text == text
    }
}
