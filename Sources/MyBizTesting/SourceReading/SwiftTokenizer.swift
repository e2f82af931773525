/// Splits Swift source into the tokens the compiler reads: comments and the text of string literals are dropped, interpolated code is kept.
///
/// Small on purpose: it knows identifiers (backticks removed), numbers and
/// single punctuation characters, line and nested block comments, and
/// string literals — single-line, multi-line (`"""`) and raw (`#"…"#`) —
/// whose `\(…)` interpolations it reads as code. That is what a goal test
/// needs to tell code that reaches a type from a comment or a message that
/// names it, whatever the line breaks between the tokens.
struct SwiftTokenizer {
    private let characters: [Character]
    private var index = 0
    private(set) var tokens: [String] = []

    init(_ text: String) {
        characters = Array(text)
    }

    /// The tokens of the whole text.
    static func tokens(of text: String) -> [String] {
        var tokenizer = SwiftTokenizer(text)
        tokenizer.readCode(until: nil)
        return tokenizer.tokens
    }

    private func peek(_ offset: Int = 0) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    /// Reads code until an unbalanced `closing` parenthesis (for an interpolation), or the end.
    private mutating func readCode(until closing: Character?) {
        var depth = 0
        while let character = peek() {
            if character == "/" && peek(1) == "/" {
                while let next = peek(), next != "\n" { index += 1 }
            } else if character == "/" && peek(1) == "*" {
                skipBlockComment()
            } else if character == "\"" || (character == "#" && isRawStringStart()) {
                readString()
            } else if character.isLetter || character == "_" || character == "`" {
                readIdentifier()
            } else if character.isNumber {
                while let next = peek(), next.isNumber || next.isLetter || next == "_" || next == "." && (peek(1)?.isNumber ?? false) { index += 1 }
            } else if character.isWhitespace {
                index += 1
            } else {
                if character == "(" { depth += 1 }
                if character == ")" {
                    if depth == 0 && closing == ")" { index += 1; return }
                    depth -= 1
                }
                tokens.append(String(character))
                index += 1
            }
        }
    }

    private mutating func readIdentifier() {
        var name = ""
        if peek() == "`" { index += 1 }
        while let next = peek(), next.isLetter || next.isNumber || next == "_" {
            name.append(next)
            index += 1
        }
        if peek() == "`" { index += 1 }
        if !name.isEmpty { tokens.append(name) }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while peek() != nil {
            if peek() == "/" && peek(1) == "*" {
                depth += 1
                index += 2
            } else if peek() == "*" && peek(1) == "/" {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    private func isRawStringStart() -> Bool {
        var offset = 0
        while peek(offset) == "#" { offset += 1 }
        return peek(offset) == "\""
    }

    /// Skips a string literal's text, reading its interpolations as code.
    private mutating func readString() {
        var hashes = 0
        while peek() == "#" { hashes += 1; index += 1 }
        let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
        index += multiline ? 3 : 1
        let delimiter = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        while peek() != nil {
            if matches(escape) {
                index += escape.count
                if peek() == "(" {
                    index += 1
                    readCode(until: ")")
                } else {
                    index += 1
                }
            } else if matches(delimiter) {
                index += delimiter.count
                return
            } else if !multiline && peek() == "\n" {
                return
            } else {
                index += 1
            }
        }
    }

    private func matches(_ text: String) -> Bool {
        for (offset, character) in text.enumerated() where peek(offset) != character {
            return false
        }
        return true
    }
}
