import Foundation

/// The results check keeps of each stage's last run, with the key of what they were made
/// from (Scripts/lib/result-cache.sh): SCRATCH/SCOPE/last-run/{key,when,SCOPE.*}.
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
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(scope).result").path),
              let text = try? String(contentsOf: folder.appendingPathComponent("key"), encoding: .utf8) else { return nil }
        return ResultFolder.lines(text).first
    }

    /// A stage's kept result (unknown when none), with when it was checked.
    public func result(chapter: String, stage: String, suite: String) -> StageResult {
        let scope = StageResult(chapter: chapter, stage: stage, suite: suite, status: .unknown).scope
        guard key(scope: scope) != nil else { return StageResult(chapter: chapter, stage: stage, suite: suite, status: .unknown) }
        let folder = folder(scope: scope)
        var result = ResultFolder(url: folder).result(chapter: chapter, stage: stage, suite: suite)
        result.checkedAt = (try? String(contentsOf: folder.appendingPathComponent("when"), encoding: .utf8))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return result
    }

    /// The build folder a scope builds in (Scripts/lib/stage.sh's wb_scratch_path): its own for
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
        return scratch.appendingPathComponent("stages")
    }
}
