import Foundation

/// The results check keeps of each stage's last run, with the key of what they were made
/// from (Scripts/lib/result-cache.sh): SCRATCH/SCOPE/last-run/{result.json,key}, the key
/// written last. A folder kept before the one result file (SCOPE.result, SCOPE.details…) holds
/// no result.json: stale, as if never kept (the stage runs again; the overview says not checked).
public struct KeptResults: Sendable {
    /// The scratch base (.build-check), absolute or relative to the repository.
    public var scratch: URL

    public init(scratch: URL) {
        self.scratch = scratch
    }

    public func folder(scope: String) -> URL {
        scratch.appendingPathComponent(scope).appendingPathComponent("last-run")
    }

    /// The key the scope's kept results were made from, or nil when none are kept whole.
    public func key(scope: String) -> String? {
        let folder = folder(scope: scope)
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(Self.resultFile).path),
              let text = try? String(contentsOf: folder.appendingPathComponent("key"), encoding: .utf8) else { return nil }
        return ResultFolder.lines(text).first
    }

    /// A kept result's file in its folder.
    public static let resultFile = "result.json"

    /// A stage's kept result (unknown when none, or stale).
    public func result(chapter: String, stage: String, suite: String) -> StageResult {
        let unknown = StageResult(chapter: chapter, stage: stage, suite: suite, status: .unknown)
        guard key(scope: unknown.scope) != nil,
              let kept = StageResult.read(from: folder(scope: unknown.scope).appendingPathComponent(Self.resultFile)),
              kept.chapter == chapter, kept.stage == stage, kept.suite == suite else { return unknown }
        return kept
    }

    /// The build folder a scope builds in (``StageRunner``, ``StageBuild``): its own for
    /// the Before of a chapter of several modules, and for an After whose names an earlier
    /// chapter's stage has; else the one every stage shares.
    public func buildFolder(scope: String, chapter: RegistryChapter, registry: Registry) -> URL {
        let several = Stage.names.contains { (chapter.stage(named: $0)?.modules.count ?? 0) > 1 }
        if scope.hasPrefix("\(chapter.name)-before-"), several {
            return scratch.appendingPathComponent("stages-\(chapter.name)-before")
        }
        if scope.hasPrefix("\(chapter.name)-after-"), let after = chapter.stage(named: "After"), registry.repeatsEarlierNames(after) {
            return scratch.appendingPathComponent("stages-\(chapter.name)-after")
        }
        return sharedBuildFolder
    }

    /// The build folder every stage shares, but those ``buildFolder(scope:chapter:registry:)``
    /// gives a folder of their own.
    public var sharedBuildFolder: URL {
        scratch.appendingPathComponent("stages")
    }
}
