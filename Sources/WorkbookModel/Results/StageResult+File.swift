import Foundation

extension StageResult {
    /// The stage's result written whole, at once (a reader that sees the file reads all of it).
    public func write(to url: URL) throws {
        try (Self.encoder.encode(self) + Data("\n".utf8)).write(to: url, options: .atomic)
    }

    /// Keys sorted, a field a line: a person can read it, and a test compare it.
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The result a file holds; nil when there is none, or it is not one this model wrote
    /// (another schema, a file cut short, the line files of results kept before it): stale,
    /// the stage runs again.
    public static func read(from url: URL) -> StageResult? {
        guard let data = try? Data(contentsOf: url),
              let result = try? JSONDecoder().decode(StageResult.self, from: data),
              result.schema == schemaVersion else { return nil }
        return result
    }

    /// The stage a scope names (chapter1-before-goals), unknown, or nil when it names none.
    public static func named(scope: String, registry: Registry) -> StageResult? {
        let parts = scope.split(separator: "-").map(String.init)
        guard parts.count == 3, let chapter = registry.chapter(named: parts[0]),
              let stage = Stage.names.first(where: { $0.lowercased() == parts[1] }),
              let suite = Stage.suites.first(where: { $0.lowercased() == parts[2] }) else { return nil }
        return StageResult(chapter: chapter.name, stage: stage, suite: suite, status: .unknown)
    }
}
