import Foundation

/// What a changed line must not be to count as behaviour (``StepLines``), read on the line
/// without its indentation, up to its first tab: a comment, braces and commas, an import, a
/// directive, a bare keyword, an `} else {`, an attribute alone; a declaration's head with
/// nothing after its opening brace, or an empty body (a body on the same line counts:
/// `func f() { work() }`); a switch's `case …:` with nothing after its colon; a stored property
/// without a value or a body, or a protocol's requirement (`{ get set }`).
public struct StructureRule {
    static let modifiers = "((public|private|fileprivate|internal|final|override|static|class|weak|unowned|lazy|open|required|convenience"
        + "|mutating|nonisolated|indirect|dynamic|private\\(set\\)|public\\(set\\)|internal\\(set\\)) )*"
    static let attributes = "(@[A-Za-z]+(\\([^)]*\\))? )*"
    /// The rule as one regular expression, each alternative anchored at both ends (`\z`: the
    /// very end, not before a final line break).
    static let pattern = "^(//.*|[\\]\\[{}(),; ]*|import .*|#.*|return|break|default:|@unknown default:|\\} else \\{|\\} catch \\{|do \\{|@[A-Za-z]+(\\([^)]*\\))?)\\z"
        + "|^" + attributes + modifiers + "(func|init|deinit|class|struct|enum|protocol|extension|typealias)([^A-Za-z0-9_][^{]*)?(\\{|\\{\\})?\\z"
        + "|^case [^:{]*:?\\z"
        + "|^" + attributes + modifiers + "(var|let) [A-Za-z_][A-Za-z0-9_]*: [^={]*( \\{ get( set)? \\})?\\z"
    let expression: NSRegularExpression

    /// The rule, compiled once for the lines it reads.
    public init() {
        // The pattern is a constant that the tests compile: it cannot fail here.
        expression = try! NSRegularExpression(pattern: Self.pattern, options: [.dotMatchesLineSeparators])
    }

    /// Whether `line` (without its indentation) is structure, no behaviour.
    public func isStructure(_ line: String) -> Bool {
        let text = String(line.prefix { $0 != "\t" })
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
