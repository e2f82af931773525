import Foundation

/// A check that needs no build: every stage of every chapter asked for is unchanged since its
/// kept results (their keys are the files' keys now), and what check found out besides is kept
/// with them (``KeptReport``). Then the whole report comes from one program, not hundreds.
public struct CachedCheck: Sendable {
    public var root: URL
    public var registry: Registry
    public var kept: KeptResults
    /// The toolchain's line of the key (Scripts/lib/result-cache.sh's wb__toolchain_id).
    public var toolchain: String
    public var recordSnapshots: String

    public init(root: URL, registry: Registry, kept: KeptResults, toolchain: String, recordSnapshots: String) {
        self.root = root
        self.registry = registry
        self.kept = kept
        self.toolchain = toolchain
        self.recordSnapshots = recordSnapshots
    }

    /// The four scopes of a chapter, in the order they are shown.
    static func scopes(_ chapter: String) -> [(stage: String, suite: String, scope: String)] {
        Stage.names.flatMap { stage in
            Stage.suites.map { (stage, $0, Stage.scope(chapter: chapter, stage: stage, suite: $0)) }
        }
    }

    /// The keys of a chapter's four stages from its files now.
    public func keys(chapter: String) -> [String] {
        let files = SourceFiles(root: root)
        let sums = files.sums(ScopeKey.roots(chapter: chapter))
        return Self.scopes(chapter).map {
            ScopeKey.key(scope: $0.scope, toolchain: toolchain, recordSnapshots: recordSnapshots,
                         sums: ScopeKey.sums(sums, chapter: chapter, stage: $0.stage))
        }
    }

    /// A chapter's kept results, with their logs where kept.
    func results(chapter: String) -> ChapterResults {
        var results = ChapterResults(chapter: chapter, stages: Self.scopes(chapter).map {
            kept.result(chapter: chapter, stage: $0.stage, suite: $0.suite)
        })
        results.stages = results.stages.map { $0.withLog(root: root) }
        return results
    }

    /// The report of these chapters from what is kept, or nil when any stage must run.
    public func report(chapters names: [String], wantDone: Bool) -> CheckReport? {
        var entries: [CheckReport.Entry] = []
        for name in names {
            guard let chapter = registry.chapter(named: name), let memo = KeptReport.read(chapter: name, scratch: kept.scratch)
            else { return nil }
            let scopes = Self.scopes(name)
            let keptKeys = scopes.map { kept.key(scope: $0.scope) }
            // A build folder gone: the stages are cold, and check says so as it builds them.
            guard keptKeys.map({ $0 ?? "" }) == memo.keys, scopes.allSatisfy({
                FileManager.default.fileExists(atPath: kept.buildFolder(scope: $0.scope, chapter: chapter, registry: registry).appendingPathComponent("build.db").path)
            }) else { return nil }
            var results = results(chapter: name)
            guard results.stages.map({ KeptReport.resultLine($0) ?? "" }) == memo.results,
                  memo.inputs == KeptReport.inputs(chapter: name, files: SourceFiles(root: root)),
                  keys(chapter: name) == memo.keys else { return nil }
            results.editedReferees = memo.editedReferees
            // git's answer may change while the files do not: asked afresh.
            guard !NextStep.questions(for: results).contains(.afterChanged) else { return nil }
            var facts = memo.facts
            facts.nextChapter = registry.pairChapter(after: name)?.name
            entries.append(CheckReport.Entry(results: results, facts: facts))
        }
        return CheckReport(entries: entries, wantDone: wantDone)
    }

    /// Keeps what a check found out about each chapter besides its results, when the results
    /// it reported are the ones kept (a stage whose results were not kept: nothing to rest on).
    public func keep(_ report: CheckReport) {
        for entry in report.entries {
            let name = entry.results.chapter
            let scopes = Self.scopes(name)
            let keys = scopes.map { kept.key(scope: $0.scope) }
            let keptLines = scopes.map { KeptReport.resultLine(kept.result(chapter: name, stage: $0.stage, suite: $0.suite)) }
            let lines = entry.results.stages.map(KeptReport.resultLine)
            guard !keys.contains(nil), keptLines == lines, !NextStep.questions(for: entry.results).contains(.afterChanged) else {
                try? FileManager.default.removeItem(at: KeptReport.file(chapter: name, scratch: kept.scratch))
                continue
            }
            KeptReport(keys: keys.compactMap { $0 }, results: lines.compactMap { $0 },
                       inputs: KeptReport.inputs(chapter: name, files: SourceFiles(root: root)),
                       editedReferees: entry.results.editedReferees ?? [], facts: entry.facts)
                .write(chapter: name, scratch: kept.scratch)
        }
    }
}
