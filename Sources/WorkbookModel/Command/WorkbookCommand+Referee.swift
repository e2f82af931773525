import Foundation

/// The referee's commands: a stage's dependency rules judged, and its map drawn, from one
/// reading of the compiler's call graph.
extension WorkbookCommand {
    /// How a map is printed.
    public enum MapFormat: String, Equatable, Sendable {
        case both, mermaid, text, json
    }

    func referee(chapter: String, stage: String, binPath: String, json: Bool, registry: Registry, root: URL) throws -> Outcome {
        let referee = Referee(root: root, registry: registry)
        guard try referee.rules(chapter: chapter) != nil else {
            throw UsageError(description: "\(chapter) has no dependency rules (\(DependencyRules.path(chapter: chapter)))")
        }
        let verdicts = try referee.verdicts(chapter: chapter, stage: stage, binPath: URL(fileURLWithPath: binPath, relativeTo: root))
        let status: Int32 = verdicts.allSatisfy(\.isGone) ? 0 : 1
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            return Outcome(output: String(decoding: try encoder.encode(verdicts), as: UTF8.self) + "\n", status: status)
        }
        let lines = verdicts.flatMap { verdict in
            [verdict.isGone ? "✓ \(verdict.test): gone (\(verdict.edge))" : "✗ \(verdict.test): present (\(verdict.edge))"]
                + verdict.explanation.map { "  " + $0 }
        }
        return Outcome(output: lines.map { $0 + "\n" }.joined(), status: status)
    }

    func map(chapter: String, stage: String, binPath: String, format: MapFormat, selection: DependencyMap.Selection?,
             registry: Registry, root: URL) throws -> Outcome {
        let referee = Referee(root: root, registry: registry)
        let rules = try referee.rules(chapter: chapter)?.rules ?? []
        let code = try referee.code(chapter: chapter, stage: stage, binPath: URL(fileURLWithPath: binPath, relativeTo: root))
        // A chapter about other parts of the app than the login's paths names its own units (chapterN.map).
        let focus = registry.chapter(named: chapter)?.facts["map"] ?? registry.facts["map"] ?? ""
        let map = DependencyMap(code, rules: rules, selection: selection ?? .focus(MapFocus(words: focus)))
        switch format {
        case .mermaid: return Outcome(output: map.mermaid + "\n", status: 0)
        case .text: return Outcome(output: "```\n\(map.text)\n```\n", status: 0)
        case .both: return Outcome(output: "\(map.mermaid)\n\n```\n\(map.text)\n```\n", status: 0)
        case .json: return Outcome(output: MapDocument(chapter: chapter, stage: stage, map: map).json + "\n", status: 0)
        }
    }
}
