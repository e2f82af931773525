/// A Swift file's text with its comments blanked out, every line where it was: what grade reads
/// of a learner's tests when it looks for names that reach the mutant switch, so that a comment
/// that mentions one (`// no dlsym here`) refuses nothing, while code and string literals still
/// count. Comments are `//` to the end of the line and `/* … */`, nested as Swift nests them; a
/// `//` or `/*` inside a string literal (`"…"`, `"""…"""`, raw `#"…"#`) is no comment.
public enum SwiftComments {
    public static func blanked(_ text: String) -> String {
        let characters = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        /// The string literal being read: its closing delimiter (`"`, `"""`, with a raw string's `#`s).
        var closing: [Unicode.Scalar]?
        var depth = 0
        func starts(_ literal: String, at position: Int) -> Bool {
            let scalars = Array(literal.unicodeScalars)
            return position + scalars.count <= characters.count && Array(characters[position..<position + scalars.count]) == scalars
        }
        while index < characters.count {
            let character = characters[index]
            if depth > 0 {
                if starts("/*", at: index) { depth += 1; out.append(contentsOf: "  ".unicodeScalars); index += 2; continue }
                if starts("*/", at: index) { depth -= 1; out.append(contentsOf: "  ".unicodeScalars); index += 2; continue }
                out.append(character == "\n" ? "\n" : " ")
                index += 1
                continue
            }
            if let delimiter = closing {
                if character == "\\", !delimiter.contains("#") {
                    // An escape (not in a raw string): the next character is the string's, whatever it is.
                    out.append(character)
                    if index + 1 < characters.count { out.append(characters[index + 1]) }
                    index += 2
                    continue
                }
                if index + delimiter.count <= characters.count, Array(characters[index..<index + delimiter.count]) == delimiter {
                    out.append(contentsOf: delimiter)
                    index += delimiter.count
                    closing = nil
                    continue
                }
                out.append(character)
                index += 1
                continue
            }
            if starts("//", at: index) {
                while index < characters.count, characters[index] != "\n" { out.append(" "); index += 1 }
                continue
            }
            if starts("/*", at: index) {
                depth = 1
                out.append(contentsOf: "  ".unicodeScalars)
                index += 2
                continue
            }
            if character == "#" || character == "\"" {
                // A string literal opens: its raw `#`s, then `"""` or `"`.
                var hashes = 0
                while index + hashes < characters.count, characters[index + hashes] == "#" { hashes += 1 }
                let quote = index + hashes
                if quote < characters.count, characters[quote] == "\"" {
                    let quotes = starts("\"\"\"", at: quote) ? 3 : 1
                    let opening = Array(characters[index..<quote + quotes])
                    out.append(contentsOf: opening)
                    index = quote + quotes
                    closing = Array(repeating: "\"", count: quotes) + Array(repeating: "#", count: hashes)
                    continue
                }
            }
            out.append(character)
            index += 1
        }
        return String(out)
    }
}
