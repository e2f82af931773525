/// A stage's dependency map: the code's own types (and extensions of framework types), and who reaches whom, where.
///
/// Drawn from the code by ``Codebase``, so it cannot drift from it. A
/// chapter's edge (see ``ChapterEdge``) is drawn apart from the rest of its
/// pair's references and marked present or gone.
public struct DependencyMap: Sendable {
    /// Which units a map shows.
    public enum Selection: Equatable, Sendable {
        /// Every type and extension unit of the code.
        case all
        /// The units a ``MapFocus`` names (by name, or by the folder they are declared in), and the chapter edge's ends.
        case focus(MapFocus)
        /// These units (those the code declares), and the chapter edge's ends.
        case only([String])
    }

    /// The references from one unit to another, drawn as one arrow.
    public struct Edge: Equatable, Sendable {
        public let from: String
        public let to: String
        /// What makes the arrow, in file and token order.
        public let references: [Reference]
        /// Whether these are the chapter edge's references.
        public let isChapterEdge: Bool

        /// Where from and what: `init() → configuration; logout() → showLogin`; through other code, its names: `logout() → swapRoot(_:) → rootController`.
        public var label: String {
            var sites: [String] = []
            var members: [String: [String]] = [:]
            for reference in references {
                let site = ([reference.site.isEmpty ? "conformance" : reference.site] + reference.via.map(\.name)).joined(separator: " → ")
                if members[site] == nil { sites.append(site); members[site] = [] }
                if let member = reference.member, !members[site]!.contains(member) { members[site]!.append(member) }
            }
            return sites.map { site in
                members[site]!.isEmpty ? site : "\(site) → \(members[site]!.joined(separator: ", "))"
            }.joined(separator: "; ")
        }
    }

    /// The units shown, sorted.
    public let units: [String]
    /// The arrows between shown units, sorted by their ends; the chapter edge's references are an arrow of their own.
    public let edges: [Edge]
    /// How many units the code has in all.
    public let unitCount: Int
    /// The chapter's edge, if the map was asked to mark one.
    public let chapterEdge: ChapterEdge?

    /// The map of a codebase.
    public init(_ codebase: Codebase, selection: Selection = .all, chapterEdge: ChapterEdge? = nil) {
        let everything = Set(codebase.typeNames + codebase.extensionNames)
        let ends = chapterEdge.map { [$0.from, $0.to] } ?? []
        var shown: Set<String>
        switch selection {
        case .all: shown = everything
        case .focus(let focus):
            shown = everything.filter { focus.shows($0, in: codebase) }
        case .only(let names): shown = everything.intersection(names)
        }
        shown.formUnion(ends)
        // The code the chapter's edge still goes through is on the map, so that its arrows show how.
        let chapterReferences = chapterEdge.map { codebase.references(along: $0) } ?? []
        shown.formUnion(chapterReferences.flatMap(\.units).filter(everything.contains))
        units = shown.sorted()
        unitCount = everything.count
        self.chapterEdge = chapterEdge
        var edges: [Edge] = []
        for from in units {
            // An arrow is what one unit's code reaches itself, or through code that belongs to no other unit (a free
            // function, a global, an alias); a reach through another unit is that unit's arrows. The chapter's edge is
            // every path that carries it.
            let references = codebase.references(from: from, to: shown).filter { $0.via.allSatisfy { $0.unit == nil } }
            for to in units where to != from {
                let pair = references.filter { $0.to == to }
                let chapter = chapterReferences.filter { $0.from == from && $0.to == to }
                let rest = pair.filter { !(chapterEdge?.matches($0) ?? false) }
                if !rest.isEmpty { edges.append(Edge(from: from, to: to, references: rest, isChapterEdge: false)) }
                if !chapter.isEmpty { edges.append(Edge(from: from, to: to, references: chapter, isChapterEdge: true)) }
            }
        }
        self.edges = edges
    }

    /// Whether the chapter's edge is in the code; nil if the map marks none.
    public var isChapterEdgePresent: Bool? {
        chapterEdge.map { _ in edges.contains { $0.isChapterEdge } }
    }

    /// The chapter edge's references: where in the code it still is.
    public var chapterEdgeReferences: [Reference] {
        edges.filter(\.isChapterEdge).flatMap(\.references)
    }
}
