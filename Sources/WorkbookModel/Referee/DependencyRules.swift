import Foundation

/// A chapter's dependency rules, read from its `Tests/Dependencies.rules` (a referee, like the
/// goal tests: its published content is known). The first rule's first edge is the chapter's
/// edge, the arrow its map draws apart.
///
///     # A comment.
///     test     test_loginViewController_doesNotFetchItsAPIFromTheAppDelegate
///     message  LoginViewController still fetches an API from the AppDelegate; it should use the api it is given
///     edge     LoginViewController -> AppDelegate
///     allow    AppDelegate.userId, AppDelegate.rootController: chapter 3 moves the login's work to the AppDelegate
///     through  Logger.logDebug: chapter 8 hands the logger in
///     from-all-but  MainStoryboardElementsFactory: the live factory builds from the storyboard
///
/// `test` starts a rule; `message` says what its failure means; each `edge` line starts one
/// of its edges, the lines after it state that edge's exceptions: `allow`, `through` and
/// `from-all-but` take a comma-separated list (units, `Unit.member`, `module Name`), then
/// after a colon why — every exception says why. A line it cannot read is an error naming
/// its number.
public struct DependencyRules: Equatable, Sendable {
    /// Where a chapter keeps them, relative to the repository.
    public static func path(chapter: String) -> String { "Chapters/\(chapter)/Tests/Dependencies.rules" }

    public var rules: [DependencyRule]

    public init(rules: [DependencyRule]) {
        self.rules = rules
    }

    /// The chapter's edge: its first rule's first edge.
    public var chapterEdge: DependencyEdge? { rules.first?.edges.first }

    /// Why a rules file cannot be read: its line and what is wrong.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// Reads a rules file's text.
    public static func parse(_ text: String) throws(ParseError) -> DependencyRules {
        var rules: [DependencyRule] = []
        var started = 0
        func finish() throws(ParseError) {
            guard let last = rules.last else { return }
            guard !last.message.isEmpty, !last.edges.isEmpty else {
                throw ParseError(line: started, message: "the test '\(last.name)' needs a 'message' and at least one 'edge' line")
            }
        }
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let number = index + 1
            let parts = line.split(separator: " ", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[1].isEmpty else { throw ParseError(line: number, message: "expected 'KEY value', got '\(line)'") }
            let (key, value) = (parts[0], parts[1])
            if key == "test" {
                try finish()
                guard value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                    throw ParseError(line: number, message: "a test's name is letters, digits and _, got '\(value)'")
                }
                guard !rules.contains(where: { $0.name == value }) else { throw ParseError(line: number, message: "a second test named '\(value)'") }
                rules.append(DependencyRule(name: value, message: "", edges: []))
                started = number
                continue
            }
            guard !rules.isEmpty else { throw ParseError(line: number, message: "'\(key)' before any 'test' line") }
            let rule = rules.count - 1
            switch key {
            case "message":
                rules[rule].message = value
            case "edge":
                let ends = value.components(separatedBy: "->")
                guard ends.count == 2, let from = patterns(ends[0]), let to = patterns(ends[1]) else {
                    throw ParseError(line: number, message: "an edge is 'FROM -> TO' (units, Unit.member, module Name or *), got '\(value)'")
                }
                rules[rule].edges.append(DependencyEdge(from: from, to: to))
            case "allow", "through", "from-all-but":
                guard !rules[rule].edges.isEmpty else { throw ParseError(line: number, message: "'\(key)' before the test's first 'edge' line") }
                guard let colon = value.firstIndex(of: ":"), !value[value.index(after: colon)...].trimmingCharacters(in: .whitespaces).isEmpty,
                      let list = patterns(value[..<colon]) else {
                    throw ParseError(line: number, message: "'\(key)' takes a list, then ': why', got '\(value)'")
                }
                let edge = rules[rule].edges.count - 1
                switch key {
                case "allow": rules[rule].edges[edge].allowed += list
                case "through": rules[rule].edges[edge].through += list
                default: rules[rule].edges[edge].exceptFrom += list
                }
            default:
                throw ParseError(line: number, message: "unknown key '\(key)' (test, message, edge, allow, through, from-all-but)")
            }
        }
        try finish()
        return DependencyRules(rules: rules)
    }

    private static func patterns<S: StringProtocol>(_ text: S) -> [UnitPattern]? {
        let list = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let patterns = list.compactMap { UnitPattern(Substring($0)) }
        return patterns.isEmpty || patterns.count != list.count ? nil : patterns
    }
}
