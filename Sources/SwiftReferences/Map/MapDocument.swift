import Foundation

/// A stage's map for programs (`workbook-map --json`, `./Scripts/map --json`): both drawings and whether the chapter's edge is present.
///
/// The chapter and the stage are the stage folder's last two names (`Chapters/chapter1/Before`: `chapter1`, `before`).
/// `edge` and `edge_present` are null when no edge was given.
public struct MapDocument: Encodable, Equatable {
    public var chapter: String
    public var stage: String
    public var edge: String?
    public var edgePresent: Bool?
    /// The fenced Mermaid block.
    public var mermaid: String
    /// The aligned text, without its fence.
    public var text: String

    enum CodingKeys: String, CodingKey {
        case chapter, stage, edge, edgePresent = "edge_present", mermaid, text
    }

    public init(folder: String, map: DependencyMap) {
        let names = folder.split(separator: "/").map(String.init)
        chapter = names.dropLast().last ?? ""
        stage = (names.last ?? "").lowercased()
        edge = map.chapterEdge.map { "\($0)" }
        edgePresent = map.isChapterEdgePresent
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
        try container.encode(mermaid, forKey: .mermaid)
        try container.encode(text, forKey: .text)
    }

    /// One line of JSON, keys sorted: the same map always gives the same bytes, on every platform.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, booleans and nulls only: encoding cannot fail.
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }
}
