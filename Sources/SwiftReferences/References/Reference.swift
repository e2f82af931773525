/// A place where one type's code reaches another: which of its members, what it reads or calls there, where that is written, and the code of the stage it goes through on the way.
public struct Reference: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The type (or extension, see ``Codebase/extensionNames``) whose code reaches.
    public let from: String
    /// Where in it: a member's ``MemberDeclaration/displayName`` (`init()`, `api`), or `""` for the declaration itself (its conformances).
    public let site: String
    /// The type (or extension) it reaches.
    public let to: String
    /// The member of `to` it reads or calls, when the code names one: `configuration` in `AppDelegate.configuration.server`.
    public let member: String?
    /// The file the reaching code is written in (for a reach through other code, where that code reaches).
    public let file: String
    /// The line it starts on.
    public let line: Int
    /// The stage's own code the reach goes through, in order from `from`'s use of it: empty when `from`'s own code reaches.
    public let via: [Hop]

    public init(from: String, site: String, to: String, member: String?, file: String, line: Int, via: [Hop] = []) {
        self.from = from
        self.site = site
        self.to = to
        self.member = member
        self.file = file
        self.line = line
        self.via = via
    }

    /// The units of the map the reach goes through on its way (the type whose static member it calls, the protocol it adopts…).
    public var units: [String] {
        via.compactMap(\.unit).filter { $0 != from && $0 != to }
    }

    /// Whether the reach goes through the code of one of these units (a static member of `Logger`, `showAlert` of `UIViewController+Alert`): for a rule that leaves a later chapter's coupling to that chapter.
    public func goesThrough(_ units: Set<String>) -> Bool {
        via.contains { $0.unit.map(units.contains) ?? false }
    }

    /// The way from `from` to `to`: `LoginViewController.signIn() → Rules (typealias) → Validators.isEmail`.
    public var path: String {
        let start = site.isEmpty ? from : "\(from).\(site)"
        let target = member.map { "\(to).\($0)" } ?? to
        return ([start] + via.map(\.description) + [target]).joined(separator: " → ")
    }

    /// `API/API.swift:14: API.init() reaches AppDelegate.configuration`; through other code, the path: `Support/Window.swift:3: AppDelegate.logout() → swapRoot(_:) (free function) → rootViewController`.
    public var description: String {
        guard !via.isEmpty else {
            let place = site.isEmpty ? from : "\(from).\(site)"
            let target = member.map { "\(to).\($0)" } ?? to
            return "\(file):\(line): \(place) reaches \(target)"
        }
        return "\(file):\(line): \(path)"
    }
}

extension Array where Element == Reference {
    /// One reference a line, for an assertion's message.
    public var lines: String {
        map { "  \($0)" }.joined(separator: "\n")
    }
}
