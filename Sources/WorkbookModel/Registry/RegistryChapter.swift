/// A chapter as the registry lists it: its facts, and for a Before/After pair its two stages.
public struct RegistryChapter: Equatable, Sendable {
    /// The kind of a chapter without a `kind` line: a Before and an After stage.
    public static let pairKind = "pair"

    public var number: Int
    /// Every `chapterN.key value` of the chapter, by key.
    public var facts: [String: String]
    /// Before then After (empty for a chapter of another kind, e.g. characterize).
    public var stages: [Stage]

    /// chapterN
    public var name: String { "chapter\(number)" }
    /// "pair", or the registry's `chapterN.kind` (characterize: chapter 0).
    public var kind: String { facts["kind"] ?? Self.pairKind }
    public var isPair: Bool { kind == Self.pairKind }
    /// The shared characterization suites that guard the chapter, in the registry's order.
    public var suites: [String] { (facts["suites"] ?? "").split(separator: " ").map(String.init) }
    /// A characterize chapter's `app` line, "chapterN Before|After", read; nil when it names no stage.
    public var appStage: (chapter: String, stage: String)? {
        let app = (facts["app"] ?? "").split(separator: " ").map(String.init)
        guard app.count == 2, app[0].hasPrefix("chapter"), Int(app[0].dropFirst("chapter".count)) != nil,
              Stage.names.contains(app[1]) else { return nil }
        return (app[0], app[1])
    }

    /// The stage named Before or After.
    public func stage(named name: String) -> Stage? {
        stages.first { $0.name == name }
    }

    public init(number: Int, facts: [String: String], stages: [Stage]) {
        self.number = number
        self.facts = facts
        self.stages = stages
    }

    /// A chapter from its facts; a pair's Before split by its learner (see ``Stage/splitBefore(_:like:folderExists:)``).
    init(number: Int, facts: [String: String], folderExists: (String) -> Bool) {
        self.number = number
        self.facts = facts
        guard facts["kind"] == nil else {
            self.stages = []
            return
        }
        var stages = Stage.names.map { name in
            Stage(chapter: number, name: name, listed: facts[name.lowercased()] ?? "Chapter\(number)\(name)")
        }
        stages[0] = Stage.splitBefore(stages[0], like: stages[1], folderExists: folderExists) ?? stages[0]
        self.stages = stages
    }
}
