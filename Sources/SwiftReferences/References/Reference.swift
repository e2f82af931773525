/// A place where one type's code reaches another: which of its members, what it reads or calls there, and where that is written.
public struct Reference: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The type (or extension, see ``Codebase/extensionNames``) whose code reaches.
    public let from: String
    /// Where in it: a member's ``MemberDeclaration/displayName`` (`init()`, `api`), or `""` for the declaration itself (its conformances).
    public let site: String
    /// The type (or extension) it reaches.
    public let to: String
    /// The member of `to` it reads or calls, when the code names one: `configuration` in `AppDelegate.configuration.server`.
    public let member: String?
    /// The file the reaching code is written in.
    public let file: String
    /// The line it starts on.
    public let line: Int
    /// The top-level function or variable the reach goes through, when it is written there rather than in `from` itself.
    public let through: String?

    public init(from: String, site: String, to: String, member: String?, file: String, line: Int, through: String? = nil) {
        self.from = from
        self.site = site
        self.to = to
        self.member = member
        self.file = file
        self.line = line
        self.through = through
    }

    /// `API/API.swift:14: API.init() reaches AppDelegate.configuration`.
    public var description: String {
        let place = site.isEmpty ? from : "\(from).\(site)"
        let target = member.map { "\(to).\($0)" } ?? to
        let via = through.map { " through \($0)" } ?? ""
        return "\(file):\(line): \(place) reaches \(target)\(via)"
    }
}

extension Array where Element == Reference {
    /// One reference a line, for an assertion's message.
    public var lines: String {
        map { "  \($0)" }.joined(separator: "\n")
    }
}
