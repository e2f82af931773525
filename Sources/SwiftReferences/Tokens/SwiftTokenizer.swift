/// Splits Swift source into the tokens the compiler reads: comments and the text of string literals are dropped, interpolated code is kept.
///
/// Small on purpose: it knows words (backticks removed), numbers, single
/// punctuation characters, line and nested block comments, and string
/// literals — single-line, multi-line (`"""`) and raw (`#"…"#`) — whose
/// interpolations (`\(…)`, `\#(…)`) it reads as code. That is all a reader
/// of references needs to tell code that names a type from a comment or a
/// message that does, whatever the line breaks between the tokens.
struct SwiftTokenizer {
    private let characters: [Character]
    private var index = 0
    private var line = 1
    private var tokens: [SwiftToken] = []

    private init(_ text: String) {
        characters = Array(text)
    }

    /// The tokens of a whole file's text.
    static func tokens(of text: String) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(text)
        tokenizer.readCode(untilUnbalanced: nil)
        return tokenizer.tokens
    }

    private func peek(_ offset: Int = 0) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < characters.count {
            if characters[index] == "\n" { line += 1 }
            index += 1
        }
    }

    /// Reads code until an unbalanced `closing` parenthesis (the end of an interpolation), or the end of the text.
    private mutating func readCode(untilUnbalanced closing: Character?) {
        var depth = 0
        while let character = peek() {
            if character == "/" && peek(1) == "/" {
                while let next = peek(), next != "\n" { advance() }
            } else if character == "/" && peek(1) == "*" {
                skipBlockComment()
            } else if character == "\"" || (character == "#" && isRawStringStart()) {
                skipString()
            } else if character == "`" || character.isLetter || character == "_" || character == "$" && (peek(1)?.isNumber ?? false) {
                readWord()
            } else if character.isNumber {
                readNumber()
            } else if character.isWhitespace {
                advance()
            } else {
                if character == "(" { depth += 1 }
                if character == ")" {
                    if depth == 0 && closing == ")" { advance(); return }
                    depth -= 1
                }
                tokens.append(SwiftToken(String(character), kind: .punctuation, line: line))
                advance()
            }
        }
    }

    private mutating func readWord() {
        let start = line
        let escaped = peek() == "`"
        if escaped { advance() }
        var word = ""
        while let next = peek(), next.isLetter || next.isNumber || next == "_" || next == "$" {
            word.append(next)
            advance()
        }
        if escaped && peek() == "`" { advance() }
        if !word.isEmpty { tokens.append(SwiftToken(word, kind: escaped ? .escapedWord : .word, line: start)) }
    }

    private mutating func readNumber() {
        var number = ""
        while let next = peek(), next.isNumber || next.isLetter || next == "_" || next == "." && (peek(1)?.isNumber ?? false) {
            number.append(next)
            advance()
        }
        tokens.append(SwiftToken(number, kind: .number, line: line))
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while peek() != nil {
            if peek() == "/" && peek(1) == "*" {
                depth += 1
                advance(2)
            } else if peek() == "*" && peek(1) == "/" {
                depth -= 1
                advance(2)
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    private func isRawStringStart() -> Bool {
        var offset = 0
        while peek(offset) == "#" { offset += 1 }
        return peek(offset) == "\""
    }

    /// Skips a string literal's text, reading its interpolations as code.
    private mutating func skipString() {
        var hashes = 0
        while peek() == "#" { hashes += 1; advance() }
        let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
        advance(multiline ? 3 : 1)
        let delimiter = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        while peek() != nil {
            if matches(escape) {
                advance(escape.count)
                if peek() == "(" {
                    advance()
                    readCode(untilUnbalanced: ")")
                } else {
                    advance()
                }
            } else if matches(delimiter) {
                advance(delimiter.count)
                return
            } else if !multiline && peek() == "\n" {
                return
            } else {
                advance()
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
