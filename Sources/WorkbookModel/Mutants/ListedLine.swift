/// A line of a chapter's catalogue that accounts for a step line no mutant changes:
///
///     open  API/API.swift: logout()                  behaviour no mutant pins yet
///     quiet API/API.swift: print(error) -- why       moves no behaviour of its own
public struct ListedLine: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        case open, quiet
    }

    public var kind: Kind
    public var file: String
    /// The line's text, without its indentation or trailing blanks (and a quiet line's reason).
    public var text: String

    public init(kind: Kind, file: String, text: String) {
        self.kind = kind
        self.file = file
        self.text = text
    }

    /// The open and quiet lines of catalogue text, in order (a line without `FILE: ` is none).
    public static func read(_ text: String) -> [ListedLine] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> ListedLine? in
            guard let kind = [Kind.open, .quiet].first(where: { line.hasPrefix($0.rawValue) }) else { return nil }
            var rest = line.dropFirst(kind.rawValue.count)
            guard let blank = rest.first, blank == " " || blank == "\t" else { return nil }
            rest = rest.drop { $0 == " " || $0 == "\t" }
            var body = String(rest)
            if kind == .quiet, let reason = reasonStart(body) { body = String(body[..<reason]) }
            guard let colon = body.range(of: ": ") else { return nil }
            let file = String(body[..<colon.lowerBound]), text = String(body[colon.upperBound...])
            let trimmed = String(text.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
            return ListedLine(kind: kind, file: String(file.prefix { $0 != "\t" }), text: String(trimmed.prefix { $0 != "\t" }))
        }
    }

    /// Where a quiet line's reason begins: the first blanks followed by `--` and a blank.
    static func reasonStart(_ body: String) -> String.Index? {
        let characters = Array(body.indices)
        var i = 0
        while i < characters.count {
            let c = body[characters[i]]
            if c == " " || c == "\t" {
                var j = i
                while j < characters.count && (body[characters[j]] == " " || body[characters[j]] == "\t") { j += 1 }
                if j + 2 < characters.count && body[characters[j]] == "-" && body[characters[j + 1]] == "-"
                    && (body[characters[j + 2]] == " " || body[characters[j + 2]] == "\t") {
                    return characters[i]
                }
                i = j
            } else {
                i += 1
            }
        }
        return nil
    }
}
