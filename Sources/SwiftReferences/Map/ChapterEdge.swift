/// The edge of a dependency map a chapter makes go away, as the registry writes it: `API -> AppDelegate`.
///
/// Either end may name a member, to tell this chapter's edge from another
/// between the same two types: `API -> AppDelegate.configuration` (what is
/// reached), `API.logout -> AppDelegate` (where from). A plain
/// `From -> To` is every reference of `From` to `To`. The edge is present
/// while any path carries it (see ``Codebase``): the query is
/// ``Codebase/references(along:)``, for the map and for goal tests alike.
public struct ChapterEdge: Equatable, Sendable, CustomStringConvertible {
    public let from: String
    /// The member of `from` the edge starts in (`logout`), or nil for any.
    public let fromMember: String?
    public let to: String
    /// The member of `to` the edge reads or calls (`configuration`), or nil for any.
    public let toMember: String?

    /// Units a path may go through without carrying the edge: couplings of their own that a later chapter cuts (`Logger`, which reads the configuration until chapter 8).
    public let exceptThrough: [String]

    /// Parses `From[.member] -> To[.member]` (spaces optional), optionally followed by `, except through A[, B…]`; nil if it is not of that shape.
    public init?(_ text: String) {
        let parts = text.components(separatedBy: ", except through ")
        guard parts.count <= 2 else { return nil }
        let ends = parts[0].components(separatedBy: "->").map { $0.trimmingCharacters(in: .whitespaces) }
        guard ends.count == 2, let from = Self.end(ends[0]), let to = Self.end(ends[1]) else { return nil }
        (self.from, fromMember, self.to, toMember) = (from.type, from.member, to.type, to.member)
        exceptThrough = parts.count == 2 ? parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } : []
        guard exceptThrough.allSatisfy(Self.isName) else { return nil }
    }

    private static func end(_ text: String) -> (type: String, member: String?)? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count), parts.allSatisfy({ isName($0) }) else { return nil }
        return (parts[0], parts.count == 2 ? parts[1] : nil)
    }

    private static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "+" }
    }

    /// Whether a reference is (part of) this edge, directly or through other code (``Reference/via``).
    ///
    /// A member of `from` matches where the reach is written (`api` for the
    /// computed `var api: API { UIApplication.appDelegate.api }`) and what it
    /// fetches from `to` under that name (a fallback `(… as? AppDelegate)?.api`
    /// in `signIn()` fetches the same thing): every way `From`'s member comes
    /// from `To`. A member of `to` matches what is read or called there.
    public func matches(_ reference: Reference) -> Bool {
        reference.from == from && reference.to == to
            && (fromMember.map { reference.site == $0 || reference.site == "\($0)()" || reference.member == $0 } ?? true)
            && (toMember.map { reference.member == $0 } ?? true)
            && !reference.goesThrough(Set(exceptThrough))
    }

    /// `API -> AppDelegate.configuration` (the units it may go through are left out).
    public var description: String {
        let start = fromMember.map { "\(from).\($0)" } ?? from
        let end = toMember.map { "\(to).\($0)" } ?? to
        return "\(start) -> \(end)"
    }
}
