import Foundation

/// Where the overview's rows come from: check's kept results, grade's records, and where the
/// steps say each Before is, which the scripts find out (a diff against each step's state)
/// and which is kept, keyed by the files it reads, so that an unchanged workbook asks nothing.
public struct OverviewSource: Sendable {
    public var root: URL
    public var registry: Registry
    public var kept: KeptResults

    public init(root: URL, registry: Registry, kept: KeptResults) {
        self.root = root
        self.registry = registry
        self.kept = kept
    }

    /// The overview, or the questions the scripts must answer first, a line each:
    /// `chapter<TAB>steps[<TAB>characterization<TAB>goals]` (the cells of Before's last results,
    /// when nothing changed since, to judge the step by).
    public enum Answer: Equatable, Sendable {
        case overview(Overview)
        case questions([String])
    }

    /// Kept answers about the steps: SCRATCH/CHAPTER/last-steps, "key<TAB>answer".
    func stepsFile(_ chapter: String) -> URL {
        kept.scratch.appendingPathComponent(chapter).appendingPathComponent("last-steps")
    }

    /// `answers`: the scripts' answers, `chapter<TAB>where` a line (nil: not asked yet).
    public func overview(answers: String?, now: Int) -> Answer {
        let files = SourceFiles(root: root)
        let graded = registry.chapters(ofKind: "characterize").map { chapter in
            let line = try? String(contentsOf: kept.scratch.appendingPathComponent(chapter.name).appendingPathComponent("last-grade"), encoding: .utf8)
            return Overview.Graded(chapter: chapter.name, record: line.flatMap { ResultFolder.lines($0).first }.flatMap(GradeRecord.init(line:)))
        }
        var given: [String: String] = [:]
        for line in (answers ?? "").split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            given[fields[0]] = fields.count > 1 ? fields[1] : ""
        }
        var questions: [String] = []
        var checked: [Overview.Checked] = []
        for chapter in registry.chapters(ofKind: RegistryChapter.pairKind) {
            let results = self.results(chapter.name, files: files)
            let before = results.result("Before", "Characterization")
            var question = "\(chapter.name)\tsteps"
            if before.status == .pass, !before.editedSince {
                question += "\t\(before.cell)\t\(results.result("Before", "Goals").cell)"
            }
            let sums = files.sums(["Chapters/\(chapter.name)/Before", "Chapters/\(chapter.name)/After", "Chapters/\(chapter.name)/Steps"])
            let key = Cksum.line(Array((sums + [question]).joined(separator: "\n").utf8))
            var steps: String?
            if let answer = given[chapter.name] {
                steps = answer
                try? FileManager.default.createDirectory(at: stepsFile(chapter.name).deletingLastPathComponent(), withIntermediateDirectories: true)
                try? "\(key)\t\(answer)\n".write(to: stepsFile(chapter.name), atomically: true, encoding: .utf8)
            } else if let line = (try? String(contentsOf: stepsFile(chapter.name), encoding: .utf8)).flatMap({ ResultFolder.lines($0).first }) {
                let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                if fields[0] == key { steps = fields.count > 1 ? fields[1] : "" }
            }
            if steps == nil { questions.append(question) }
            checked.append(Overview.Checked(results: results, steps: steps ?? ""))
        }
        if !questions.isEmpty, answers == nil { return .questions(questions) }
        return .overview(Overview(graded: graded, checked: checked, now: now))
    }

    /// A chapter's kept results, each marked edited since when a file of its stage's folder
    /// is newer than its key.
    func results(_ chapter: String, files: SourceFiles) -> ChapterResults {
        var newest: [String: Int?] = [:]
        let stages = Stage.names.flatMap { stage in
            Stage.suites.map { suite -> StageResult in
                var result = kept.result(chapter: chapter, stage: stage, suite: suite)
                guard result.status != .unknown else { return result }
                let folder = "Chapters/\(chapter)/\(stage)"
                if newest[folder] == nil { newest[folder] = files.newestFile(under: folder) }
                let keyFile = kept.folder(scope: result.scope).appendingPathComponent("key").path
                if let file = newest[folder] ?? nil, let key = SourceFiles(root: URL(fileURLWithPath: "/")).modified(keyFile) {
                    result.editedSince = file > key
                }
                return result
            }
        }
        return ChapterResults(chapter: chapter, stages: stages, editedReferees: nil)
    }
}
