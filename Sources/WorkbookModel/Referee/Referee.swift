import Foundation

/// The compiler's judge of a chapter's dependency rules: reads the chapter's rules
/// (``DependencyRules``), has the compiler print the stage's code (``SILEmitter``, from the
/// build check made of it) and judges each rule on its call graph (``StageCode``).
public struct Referee: Sendable {
    public var root: URL
    public var registry: Registry

    public init(root: URL, registry: Registry) {
        self.root = root
        self.registry = registry
    }

    /// Why the referee cannot judge: one line for a person.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The chapter's rules; nil when it has none (a chapter before the referee, a toy chapter).
    public func rules(chapter: String) throws -> DependencyRules? {
        let file = root.appendingPathComponent(DependencyRules.path(chapter: chapter))
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        do {
            return try DependencyRules.parse(text)
        } catch {
            throw Failure(description: "\(DependencyRules.path(chapter: chapter)) \(error)")
        }
    }

    /// The stage's code, from the build whose products folder is `binPath` (`.build-check/stages/debug`).
    public func code(chapter: String, stage name: String, binPath: URL) throws -> StageCode {
        guard let stage = registry.chapter(named: chapter)?.stage(named: name) else {
            throw Failure(description: "\(chapter) has no stage \(name)")
        }
        guard let swiftc = ToolRun.find("swiftc"), let swift = ToolRun.find("swift") else {
            throw Failure(description: "no swiftc on PATH: the referee asks the compiler")
        }
        let work = binPath.deletingLastPathComponent().appendingPathComponent("referee-\(chapter)-\(name.lowercased())-\(getpid())")
        do {
            return try SILEmitter(root: root, binPath: binPath, swiftc: swiftc, swift: swift, work: work).stageCode(stage)
        } catch {
            throw Failure(description: "\(error)")
        }
    }

    /// Each rule's verdict on the stage.
    public func verdicts(chapter: String, stage: String, binPath: URL) throws -> [RuleVerdict] {
        guard let rules = try rules(chapter: chapter) else { return [] }
        let code = try code(chapter: chapter, stage: stage, binPath: binPath)
        return rules.rules.map { code.verdict($0) }
    }
}
