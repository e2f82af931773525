/// Finds, in a stretch of a file's tokens, the code that reaches some types: by name, and for the app delegate in every spelling.
///
/// A type is reached where its name is used (`AppDelegate.configuration`,
/// `as? ErrorViewController`, `: APIDelegate`), qualified or not, but not
/// where it is declared. The app delegate is also reached through
/// `UIApplication.shared.delegate`, through any `.appDelegate` (MyBiz's
/// `UIApplication.appDelegate`), and through a constant or variable that holds
/// one of those (`let delegate = UIApplication.appDelegate`). An extension of
/// a framework type is reached where one of its members is used (`showAlert(`;
/// a static one as `UIViewController.member`).
struct ReferenceFinder {
    /// The type every spelling of reaching the application's delegate stands for.
    static let appDelegateType = "AppDelegate"
    /// Members that are the app delegate itself, whoever declares them: `UIApplication.appDelegate`.
    static let appDelegateMembers: Set<String> = ["appDelegate"]

    /// A member of an extension of a framework type, which reaches the extension where it is used.
    struct ExtensionMember {
        var node: String
        var extendedType: String
        var isStatic: Bool
        /// Its declaration, whose code a use carries.
        var located: Codebase.Located
    }

    /// Something the code at a token reaches.
    struct Hit {
        var index: Int
        var to: String
        var member: String?
    }

    var typeNames: Set<String>
    var extensionMembers: [String: [ExtensionMember]] = [:]

    /// What the tokens in `range` reach.
    func hits(in tokens: [SwiftToken], range: Range<Int>) -> [Hit] {
        let wantsAppDelegate = typeNames.contains(Self.appDelegateType)
        var aliases: Set<String> = []
        if wantsAppDelegate {
            for index in range where isAppDelegateName(tokens, at: index) || reachesAppDelegate(tokens, at: index, aliases: aliases) {
                if let alias = constantBound(tokens, toExpressionEndingAt: index) { aliases.insert(alias) }
            }
        }
        var hits: [Hit] = []
        for index in range where tokens[index].isName {
            let token = tokens[index]
            if typeNames.contains(token.text) && isTypeUse(tokens, at: index) {
                hits.append(Hit(index: index, to: token.text, member: member(tokens, after: index)))
            } else if wantsAppDelegate && reachesAppDelegate(tokens, at: index, aliases: aliases) {
                hits.append(Hit(index: index, to: Self.appDelegateType, member: member(tokens, after: index)))
            } else if let members = extensionMembers[token.text], !isDeclaration(tokens, at: index) {
                for candidate in members where !candidate.isStatic || isQualified(tokens, at: index, by: candidate.extendedType) {
                    hits.append(Hit(index: index, to: candidate.node, member: token.text))
                }
            }
        }
        return hits
    }

    // MARK: - The app delegate's spellings

    private func isAppDelegateName(_ tokens: [SwiftToken], at index: Int) -> Bool {
        tokens[index].text == Self.appDelegateType && tokens[index].isName && isTypeUse(tokens, at: index)
    }

    private func reachesAppDelegate(_ tokens: [SwiftToken], at index: Int, aliases: Set<String>) -> Bool {
        let token = tokens[index]
        guard token.isName else { return false }
        let afterDot = index > 0 && tokens[index - 1].is(".")
        if afterDot && Self.appDelegateMembers.contains(token.text) { return true }
        if afterDot && token.text == "delegate" && index >= 2 && tokens[index - 2].text == "shared" {
            return !isCastToAppDelegate(tokens, after: index)
        }
        return !afterDot && aliases.contains(token.text) && !isDeclaration(tokens, at: index)
    }

    /// `delegate as? AppDelegate`: the cast's type is the reach, so that what follows the cast is its member.
    private func isCastToAppDelegate(_ tokens: [SwiftToken], after index: Int) -> Bool {
        guard index + 1 < tokens.count, tokens[index + 1].is("as") else { return false }
        let type = index + 2 < tokens.count && (tokens[index + 2].is("?") || tokens[index + 2].is("!")) ? index + 3 : index + 2
        return type < tokens.count && tokens[type].text == Self.appDelegateType
    }

    /// The name a `let`/`var` binds to an expression that is the app delegate itself, ending at `end`: `let delegate = UIApplication.shared.delegate as? AppDelegate`.
    private func constantBound(_ tokens: [SwiftToken], toExpressionEndingAt end: Int) -> String? {
        guard member(tokens, after: end) == nil else { return nil }
        let expressionTokens: Set<String> = ["UIApplication", "shared", "delegate", "Self", "self", "as", ".", "?", "!", "(", Self.appDelegateType]
        var index = end
        while index > 0 && expressionTokens.contains(tokens[index - 1].text) { index -= 1 }
        guard index >= 3, tokens[index - 1].is("=") else { return nil }
        var name = index - 2
        if tokens[name].is("?") || tokens[name].is("!") { name -= 1 }
        if name >= 2, tokens[name - 1].is(":") { name -= 2 }
        guard name >= 1, tokens[name].isName, tokens[name - 1].is("let") || tokens[name - 1].is("var") else { return nil }
        return tokens[name].text
    }

    // MARK: - Token shapes

    /// A name used as a type, not as the name being declared; a qualified one counts too (`Chapter1Before.AppDelegate`), as types are named in UpperCamelCase and members are not.
    private func isTypeUse(_ tokens: [SwiftToken], at index: Int) -> Bool {
        !isDeclaration(tokens, at: index)
    }

    private func isDeclaration(_ tokens: [SwiftToken], at index: Int) -> Bool {
        guard index > 0 else { return false }
        let keywords = ["let", "var", "func", "case", "class", "struct", "enum", "protocol", "actor", "typealias"]
        return keywords.contains { tokens[index - 1].is($0) }
    }

    private func isQualified(_ tokens: [SwiftToken], at index: Int, by type: String) -> Bool {
        index >= 2 && tokens[index - 1].is(".") && (tokens[index - 2].text == type || tokens[index - 2].is("Self"))
    }

    /// The member read or called on the expression ending at `end`: `configuration` in `AppDelegate.configuration`, `api` in `(… as? AppDelegate)?.api`.
    func member(_ tokens: [SwiftToken], after end: Int) -> String? {
        Self.member(tokens, after: end)
    }

    /// The member read or called on the expression ending at `end` (see ``member(_:after:)``).
    static func member(_ tokens: [SwiftToken], after end: Int) -> String? {
        var next = end + 1
        let isCast = end >= 2 && tokens[end - 1].is("?") && tokens[end - 2].is("as")
            || end >= 2 && tokens[end - 1].is("!") && tokens[end - 2].is("as")
            || end >= 1 && tokens[end - 1].is("as")
        if isCast && next < tokens.count && tokens[next].is(")") { next += 1 }
        while next < tokens.count && (tokens[next].is("?") || tokens[next].is("!")) { next += 1 }
        guard next + 1 < tokens.count, tokens[next].is("."), tokens[next + 1].isName else { return nil }
        return tokens[next + 1].text
    }
}
