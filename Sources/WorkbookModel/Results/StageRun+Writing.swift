import Foundation

extension StageRun {
    /// What writing a run's result came to.
    public enum Written: Equatable, Sendable {
        /// The result file is written: its status, and whether it may be kept for the next check.
        case result(StageStatus, keep: Bool)
        /// A crash to run again from a fresh build folder (``retryCrash``): nothing written.
        case retry
    }

    /// Reads the run's logs (``outcome(_:paths:read:)``), counts a goals stage's dependency
    /// rules in (judged on the code the build compiled), and writes the stage's one result,
    /// SCOPE.result.json, in `folder`.
    public func writeResult(in folder: URL, registry: Registry, root: URL, logicalRoot: String?) throws -> Written {
        guard var result = StageResult.named(scope: scope, registry: registry) else {
            throw WorkbookCommand.UsageError(description: "'\(scope)' is no stage of a chapter (chapterN-before|after-characterization|goals)")
        }
        func url(_ path: String) -> URL { URL(fileURLWithPath: path, relativeTo: root) }
        let paths = RepositoryPaths(root: root, registry: registry, logicalRoot: logicalRoot)
        switch outcome(result, paths: paths, read: { BoundedText.read(url($0)) }) {
        case .retry:
            return .retry
        case .result(let made, var keep):
            result = made
            if case .built = build, result.suite == "Goals" {
                (result, keep) = Self.judgeRules(result, keep: keep, binPath: binPath, registry: registry, root: root)
            }
            result.checkedAt = Int(Date().timeIntervalSince1970)
            result.sources = StageResult.sources(chapter: result.chapter, stage: result.stage, files: SourceFiles(root: root))
            try result.write(to: folder.appendingPathComponent(ResultFolder.file(scope: scope)))
            return .result(result.status, keep: keep)
        }
    }

    /// A goals stage's result with its chapter's dependency rules counted in: judged by the
    /// compiler when the other goal tests pass (only then can they change the verdict), else
    /// counted as not yet passed. A referee that cannot run is not the code's failure: the
    /// result is not kept.
    static func judgeRules(_ result: StageResult, keep: Bool, binPath: String?, registry: Registry, root: URL) -> (StageResult, Bool) {
        let referee = Referee(root: root, registry: registry)
        do {
            guard let rules = try referee.rules(chapter: result.chapter), result.status == .pass || result.status == .fail else { return (result, keep) }
            guard result.status == .pass, let binPath else {
                var counted = result.withRulesNotJudged(rules)
                if counted.status == .pass { counted.status = .fail }
                return (counted, keep)
            }
            let verdicts = try referee.verdicts(chapter: result.chapter, stage: result.stage, binPath: URL(fileURLWithPath: binPath, relativeTo: root))
            return (result.withRules(verdicts), keep)
        } catch {
            var broken = result
            broken.status = .crash
            broken.crash = CrashNote(kind: CrashNote.notTheCode, message: "the dependency rules could not be judged: \(error)")
            broken.details.append("✗ not your code: the dependency rules could not be judged: \(error)")
            return (broken, false)
        }
    }
}
