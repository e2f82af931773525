import Foundation

/// The referee's command: a stage's dependency rules judged from the compiler's call graph
/// (its map, from the same graph: ``MapCommand``).
extension WorkbookCommand {
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
}
