/// Finds the declarations in a file's tokens: its types and extensions (nested ones too), their members, and the file's top-level functions and variables.
///
/// It reads only the shape of the code: keywords at the right brace depth and
/// balanced brackets. That is enough for valid Swift, which is all a stage
/// holds once it compiles.
struct DeclarationParser {
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "extension"]
    private static let memberKeywords: Set<String> = ["func", "init", "deinit", "subscript", "var", "let", "case", "typealias", "associatedtype"]
    private static let freeKeywords: Set<String> = ["func", "var", "let", "typealias"]
    private static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "static", "class", "final", "override",
        "lazy", "weak", "unowned", "mutating", "nonmutating", "convenience", "required", "dynamic", "optional",
        "indirect", "nonisolated", "isolated", "distributed", "prefix", "postfix", "infix", "async", "unsafe",
    ]

    private let tokens: [SwiftToken]

    /// The declarations of a file's tokens.
    static func declarations(in tokens: [SwiftToken]) -> (types: [TypeDeclaration], free: [MemberDeclaration]) {
        let parser = DeclarationParser(tokens: tokens)
        return parser.scope(0..<tokens.count, qualifier: nil)
    }

    // MARK: - Scopes

    /// The types declared at the top of `range` (a file or a type's body), with their nested types; at file level also the free functions and variables.
    private func scope(_ range: Range<Int>, qualifier: String?) -> (types: [TypeDeclaration], free: [MemberDeclaration]) {
        var types: [TypeDeclaration] = []
        var freeStarts: [Int] = []
        var boundaries: [Int] = []
        var index = range.lowerBound
        var depth = 0
        while index < range.upperBound {
            let token = tokens[index]
            if depth == 0 && isTypeDeclaration(at: index) {
                let found = type(at: index, qualifier: qualifier)
                boundaries.append(found.first?.tokens.lowerBound ?? index)
                types += found
                index = max(index + 1, found.first?.tokens.upperBound ?? index + 1)
                continue
            }
            if depth == 0 && qualifier == nil && token.kind == .word && (Self.freeKeywords.contains(token.text) || token.text == "import") {
                let start = declarationStart(ofKeywordAt: index, notBefore: boundaries.last ?? range.lowerBound)
                boundaries.append(start)
                if token.text != "import" { freeStarts.append(index) }
            }
            depth += nesting(of: token)
            index += 1
        }
        let free = freeStarts.map { keyword -> MemberDeclaration in
            let start = declarationStart(ofKeywordAt: keyword, notBefore: range.lowerBound)
            let end = boundaries.first { $0 > keyword } ?? range.upperBound
            return member(at: keyword, tokens: start..<end)
        }
        return (types, free)
    }

    /// The declaration whose keyword is at `index`, followed by the types nested in it.
    private func type(at index: Int, qualifier: String?) -> [TypeDeclaration] {
        let kind = TypeDeclaration.Kind(rawValue: tokens[index].text)!
        var name = tokens[index + 1].text
        var cursor = index + 2
        if kind == .extension {
            while cursor + 1 < tokens.count, tokens[cursor].is("."), tokens[cursor + 1].isName {
                name += "." + tokens[cursor + 1].text
                cursor += 2
            }
        }
        if let qualifier { name = qualifier + "." + name }
        guard let open = firstOpeningBrace(from: cursor) else { return [] }
        let close = closingBracket(of: open)
        let body = open + 1..<close
        let start = declarationStart(ofKeywordAt: index, notBefore: 0)
        let declaration = TypeDeclaration(
            kind: kind,
            name: name,
            isNested: qualifier != nil,
            tokens: start..<min(close + 1, tokens.count),
            body: body,
            members: members(in: body),
            inherited: inheritedNames(in: cursor..<open),
            attributes: attributes(in: start..<index)
        )
        return [declaration] + scope(body, qualifier: name).types
    }

    // MARK: - Members

    private func members(in body: Range<Int>) -> [MemberDeclaration] {
        var keywords: [Int] = []
        var depth = 0
        for index in body {
            let token = tokens[index]
            if depth == 0 && (token.kind == .word && Self.memberKeywords.contains(token.text) || isTypeDeclaration(at: index)) {
                keywords.append(index)
            }
            depth += nesting(of: token)
        }
        let starts = keywords.enumerated().map { position, keyword in
            declarationStart(ofKeywordAt: keyword, notBefore: position == 0 ? body.lowerBound : keywords[position - 1] + 1)
        }
        return keywords.enumerated().map { position, keyword in
            let end = position + 1 < starts.count ? starts[position + 1] : body.upperBound
            return member(at: keyword, tokens: starts[position]..<end)
        }
    }

    private func member(at keyword: Int, tokens range: Range<Int>) -> MemberDeclaration {
        let text = tokens[keyword].text
        let isStatic = tokens[range.lowerBound..<keyword].contains { $0.is("static") || $0.is("class") }
        let kind: MemberDeclaration.Kind
        var name = firstName(after: keyword) ?? text
        switch text {
        case "func":
            kind = .function
            if !(keyword + 1 < tokens.count && tokens[keyword + 1].isName) {
                name = tokens[(keyword + 1)...].prefix { !$0.is("(") && !$0.is("<") }.map(\.text).joined()
            }
        case "init": kind = .initializer; name = "init"
        case "deinit": kind = .deinitializer; name = "deinit"
        case "subscript": kind = .subscript; name = "subscript"
        case "var", "let": kind = .property
        case "case": kind = .enumCase
        case "typealias", "associatedtype": kind = .typeAlias
        default: kind = .type
        }
        return MemberDeclaration(kind: kind, name: name, isStatic: isStatic, tokens: range)
    }

    /// The names a header's inheritance clause lists (`: UIViewController, APIDelegate`), up to its `where` clause; generic arguments and parameters left out.
    private func inheritedNames(in header: Range<Int>) -> [Int] {
        var names: [Int] = []
        var angle = 0
        var inClause = false
        for index in header {
            let token = tokens[index]
            if token.is("<") { angle += 1 } else if token.is(">") { angle -= 1 }
            if angle > 0 { continue }
            if token.is(":") { inClause = true; continue }
            if token.is("where") { break }
            if inClause && token.isName && !(index > header.lowerBound && tokens[index - 1].is(".")) {
                names.append(index)
            }
        }
        return names
    }

    /// The attributes written before a declaration's keyword: `dynamicMemberLookup` for `@dynamicMemberLookup`.
    private func attributes(in range: Range<Int>) -> [String] {
        range.compactMap { index in
            tokens[index].is("@") && index + 1 < range.upperBound && tokens[index + 1].isName ? tokens[index + 1].text : nil
        }
    }

    private func firstName(after keyword: Int) -> String? {
        tokens[(keyword + 1)...].prefix(3).first { $0.isName }?.text
    }

    // MARK: - Token shapes

    /// Whether the word at `index` declares a type: a type keyword followed by a name and, before anything else, a `{`.
    private func isTypeDeclaration(at index: Int) -> Bool {
        let token = tokens[index]
        guard token.kind == .word, Self.typeKeywords.contains(token.text),
              index + 1 < tokens.count, tokens[index + 1].isName,
              index == 0 || !tokens[index - 1].is(".") else { return false }
        let next = tokens[index + 1]
        if token.text == "class" && next.kind == .word && (Self.memberKeywords.contains(next.text) || Self.modifiers.contains(next.text)) {
            return false
        }
        return firstOpeningBrace(from: index + 2) != nil
    }

    /// The `{` that opens a body after a declaration's header, if the header ends in one.
    private func firstOpeningBrace(from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if depth == 0 {
                if token.is("{") { return index }
                if token.is("}") || token.is(";") || token.is("=") { return nil }
                if token.kind == .word && (Self.memberKeywords.contains(token.text) || Self.typeKeywords.contains(token.text) && token.text != "class") {
                    return nil
                }
            }
            if token.is("(") || token.is("[") { depth += 1 }
            if token.is(")") || token.is("]") { depth -= 1 }
            index += 1
        }
        return nil
    }

    /// The bracket that closes the one at `open`, or the end of the file if none does.
    private func closingBracket(of open: Int) -> Int {
        var depth = 0
        for index in open..<tokens.count {
            depth += nesting(of: tokens[index])
            if depth == 0 { return index }
        }
        return tokens.count
    }

    private func nesting(of token: SwiftToken) -> Int {
        guard token.kind == .punctuation else { return 0 }
        switch token.text {
        case "(", "[", "{": return 1
        case ")", "]", "}": return -1
        default: return 0
        }
    }

    /// Where a declaration starts: its keyword, or the first of the modifiers and attributes written before it (`@objc private(set) var`).
    private func declarationStart(ofKeywordAt keyword: Int, notBefore limit: Int) -> Int {
        var start = keyword
        while start > limit {
            let previous = tokens[start - 1]
            if previous.kind == .word && Self.modifiers.contains(previous.text) {
                start -= 1
            } else if previous.isName && start - 2 >= limit && tokens[start - 2].is("@") {
                start -= 2
            } else if previous.is(")"), let open = openingParenthesis(of: start - 1), open - 1 >= limit {
                let before = tokens[open - 1]
                if before.kind == .word && Self.modifiers.contains(before.text) {
                    start = open - 1
                } else if before.isName && open - 2 >= limit && tokens[open - 2].is("@") {
                    start = open - 2
                } else {
                    break
                }
            } else {
                break
            }
        }
        return start
    }

    private func openingParenthesis(of close: Int) -> Int? {
        var depth = 0
        var index = close
        while index >= 0 {
            if tokens[index].is(")") { depth += 1 }
            if tokens[index].is("(") {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return nil
    }
}
