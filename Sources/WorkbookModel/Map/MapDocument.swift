import Foundation

/// A stage's map for programs (`./Scripts/map --json`): both drawings, the chapter's edge (its
/// first rule's first edge) and whether it is present, and every rule's state.
public struct MapDocument: Encodable, Equatable {
    public struct Rule: Encodable, Equatable {
        public var test: String
        public var edge: String
        public var present: Bool
    }

    public var chapter: String
    public var stage: String
    public var edge: String?
    public var edgePresent: Bool?
    public var rules: [Rule]
    /// The fenced Mermaid block.
    public var mermaid: String
    /// The aligned text, without its fence.
    public var text: String

    enum CodingKeys: String, CodingKey {
        case chapter, stage, edge, edgePresent = "edge_present", rules, mermaid, text
    }

    public init(chapter: String, stage: String, map: DependencyMap) {
        self.chapter = chapter
        self.stage = stage.lowercased()
        edge = map.rules.first?.edge
        edgePresent = map.rules.first?.isPresent
        rules = map.rules.map { Rule(test: $0.test, edge: $0.edge, present: $0.isPresent) }
        mermaid = map.mermaid
        text = map.text
    }

    /// Writes every key, `null` for an absent edge (a reader asks one question of every map).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(chapter, forKey: .chapter)
        try container.encode(stage, forKey: .stage)
        try container.encode(edge, forKey: .edge)
        try container.encode(edgePresent, forKey: .edgePresent)
        try container.encode(rules, forKey: .rules)
        try container.encode(mermaid, forKey: .mermaid)
        try container.encode(text, forKey: .text)
    }

    /// One line of JSON, keys sorted: the same map always gives the same bytes, on every platform.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }
}
