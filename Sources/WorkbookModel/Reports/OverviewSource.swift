import Foundation

/// Where the overview's rows come from: check's kept results (each "edited since" when the
/// files a learner edits that it was made from are not, by content, the files now), grade's
/// records, and where the steps say each Before is: judged (``StepPosition``, with Before's
/// kept results while they are current) on the steps' states (``RepositoryFacts``: made by
/// git apply), and kept, keyed by the files it reads, so that an unchanged workbook makes
/// nothing again.
public struct OverviewSource: Sendable {
    public var root: URL
    public var registry: Registry
    public var kept: KeptResults
    /// The toolchain's line of the keys (Scripts/lib/result-cache.sh's wb__toolchain_id).
    public var toolchain: String
    public var recordSnapshots: String
    /// Where the steps' states come from.
    public var repository: RepositoryFacts

    public init(root: URL, registry: Registry, kept: KeptResults, toolchain: String? = nil, recordSnapshots: String = "",
                repository: RepositoryFacts = RepositoryFacts()) {
        self.root = root
        self.registry = registry
        self.kept = kept
        self.toolchain = toolchain ?? ""
        self.recordSnapshots = recordSnapshots
        self.repository = repository
    }

    /// Kept answers about the steps: SCRATCH/CHAPTER/last-steps, "key<TAB>answer".
    func stepsFile(_ chapter: String) -> URL {
        kept.scratch.appendingPathComponent(chapter).appendingPathComponent("last-steps")
    }

    /// The overview; `now` dates its ages.
    public func overview(now: Int) -> Overview {
        let files = SourceFiles(root: root)
        let graded = registry.chapters(ofKind: "characterize").map { chapter in
            let line = try? String(contentsOf: kept.scratch.appendingPathComponent(chapter.name).appendingPathComponent("last-grade"), encoding: .utf8)
            return Overview.Graded(chapter: chapter.name, record: line.flatMap { ResultFolder.lines($0).first }.flatMap(GradeRecord.init(line:)))
        }
        var checked: [Overview.Checked] = []
        let pairs = registry.chapters(ofKind: RegistryChapter.pairKind)
        for chapter in pairs {
            let results = self.results(chapter.name, files: files)
            let before = results.result("Before", "Characterization")
            // Before's results judge the step only while they are of these very files.
            let cells = before.status == .pass && !before.editedSince ? (before.cell, results.result("Before", "Goals").cell) : nil
            let sums = files.sums(["Chapters/\(chapter.name)/Before", "Chapters/\(chapter.name)/After", "Chapters/\(chapter.name)/Steps",
                                   "Chapters/\(chapter.name)/README.md"])
            let key = Cksum.line(Array((sums + [cells.map { "\($0.0)\t\($0.1)" } ?? "-"]).joined(separator: "\n").utf8))
            var steps: String?
            if let line = (try? String(contentsOf: stepsFile(chapter.name), encoding: .utf8)).flatMap({ ResultFolder.lines($0).first }) {
                let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                if fields[0] == key { steps = fields.count > 1 ? fields[1] : "" }
            }
            if steps == nil {
                let judged = repository.stepStates(chapter.name).flatMap { StepPosition.judge(chapter: chapter.name, states: $0, root: root, results: cells) }
                steps = judged?.cell ?? ""
                try? FileManager.default.createDirectory(at: stepsFile(chapter.name).deletingLastPathComponent(), withIntermediateDirectories: true)
                try? "\(key)\t\(steps ?? "")\n".write(to: stepsFile(chapter.name), atomically: true, encoding: .utf8)
            }
            checked.append(Overview.Checked(results: results, steps: steps ?? ""))
        }
        return Overview(graded: graded, checked: checked, now: now)
    }

    /// A chapter's kept results, each marked edited since when what a learner edits that it was
    /// made from (``StageResult/sources(chapter:stage:files:)``) is not, by content, what those
    /// files are now. Touching a file, saving it unchanged, or an edit undone, is no edit; nor
    /// is a new toolchain or workbook update. A result kept before it recorded its sources is
    /// compared by its key (every file it was built from, the toolchain's line too).
    func results(_ chapter: String, files: SourceFiles) -> ChapterResults {
        var sources: [String: String] = [:]
        var keys: [String: String]?
        let stages = CachedCheck.scopes(chapter).map { scope -> StageResult in
            var result = kept.result(chapter: chapter, stage: scope.stage, suite: scope.suite)
            guard result.status != .unknown else { return result }
            if let recorded = result.sources {
                if sources[scope.stage] == nil { sources[scope.stage] = StageResult.sources(chapter: chapter, stage: scope.stage, files: files) }
                result.editedSince = recorded != sources[scope.stage]
            } else {
                if keys == nil {
                    keys = Dictionary(ScopeKey.keys(scopes: CachedCheck.scopes(chapter).map(\.scope), files: files, toolchain: toolchain,
                                                    recordSnapshots: recordSnapshots).map { ($0.scope, $0.key) }) { first, _ in first }
                }
                result.editedSince = kept.key(scope: scope.scope) != keys?[scope.scope]
            }
            return result
        }
        return ChapterResults(chapter: chapter, stages: stages, editedReferees: nil)
    }
}
