import Foundation

/// integrity's checks of data (texts, samples, lesson files), run by the model: each a named
/// function returning its findings (Sources/WorkbookModel/Integrity), printed as
/// ``IntegrityResult`` lines for the script to count and show.
extension WorkbookCommand {
    /// Which of integrity's data checks to run.
    public enum IntegrityQuestion: Equatable, Sendable {
        /// Every pair chapter's README.md, HINTS.md and NOTES.md (``LessonChecks``).
        case lessons
        /// Each chapter's After byte for byte the next one's Before (``ChainChecks``).
        case chain
        /// A characterize chapter's lesson files.
        case exerciseLessons(chapter: String)
        /// The counts the chapters' texts state, against the tests' counts (`chapter<TAB>target<TAB>count` lines).
        case texts(counts: String)
        /// README.md's and Scripts/README.md's sample of check chapter1, against what it printed.
        case samples(actual: String)
        /// What chapter 0's README.md and NOTES.md say its worked example catches.
        case claims(chapter: String, caught: Int, total: Int)
        /// What `grade --report` wrote in a folder, against the grading's counts (``ReportChecks``).
        case report(folder: String, caught: Int, total: Int)
        /// Each behavioural line the pair chapters' steps add, pinned by a mutant or listed open or quiet
        /// (``StepCoverage``): a line for each chapter.
        case stepLines(chapters: [String])
    }

    /// The chapter whose check the top-level README quotes (its counts and its sample).
    static let sampleChapter = "chapter1"

    func integrity(_ question: IntegrityQuestion, registry: Registry, root: URL) throws -> Outcome {
        let files = DiskFiles(root: root)
        let pairs = registry.chapters(ofKind: RegistryChapter.pairKind).map(\.name)
        var results: [IntegrityResult] = []
        switch question {
        case .lessons:
            results = pairs.flatMap { LessonChecks(files: files).pairResults($0) }
        case .chain:
            results = ChainChecks(root: root).results(chapters: pairs)
        case .exerciseLessons(let chapter):
            results = LessonChecks(files: files).exerciseResults(chapter)
        case .texts(let counts):
            let rows = ((try? String(contentsOf: URL(fileURLWithPath: counts, relativeTo: root), encoding: .utf8)) ?? "")
                .split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }.filter { $0.count >= 3 }
            guard !rows.isEmpty else {
                results = [IntegrityResult(message: "no test counts to compare the texts with (the package did not build)", findings: [Finding(check: "texts", message: "")])]
                break
            }
            for chapter in pairs {
                func count(_ suffix: String) -> Int? { rows.first { $0[0] == chapter && $0[1].hasSuffix(suffix) }.flatMap { Int($0[2]) } }
                let characterization = count("AfterCharacterizationTests"), goals = count("AfterGoalsTests")
                var paths = ["README.md", "HINTS.md", "NOTES.md"].map { "Chapters/\(chapter)/\($0)" }
                if chapter == Self.sampleChapter { paths.insert("README.md", at: 0) }
                let findings = paths.flatMap { path in
                    files.contents(path).map { TextChecks.counts(file: path, text: $0, characterization: characterization, goals: goals) } ?? []
                }
                results.append(IntegrityResult(findings, passed: "\(chapter): every count in its texts is \(characterization.map(String.init) ?? "") characterization or \(goals.map(String.init) ?? "") goal tests",
                                               failed: "\(chapter): texts state counts the tools do not print"))
            }
        case .samples(let actual):
            let printed = try String(contentsOf: URL(fileURLWithPath: actual, relativeTo: root), encoding: .utf8)
            for document in ["README.md", "Scripts/README.md"] {
                let text = files.contents(document) ?? ""
                let findings = TextChecks.sample(file: document, document: text, actual: printed)
                if TextChecks.checkSample(in: text) == nil {
                    results += findings.map { IntegrityResult(message: $0.message, findings: [$0]).alone }
                } else {
                    results.append(IntegrityResult(findings, passed: "\(document): its sample is what ./Scripts/check \(Self.sampleChapter) prints",
                                                   failed: "\(document): its sample differs from what ./Scripts/check \(Self.sampleChapter) prints (< doc, > actual)"))
                }
            }
        case .claims(let chapter, let caught, let total):
            for document in ["README.md", "NOTES.md"] {
                let path = "Chapters/\(chapter)/\(document)"
                let findings = TextChecks.gradeClaims(file: path, text: files.contents(path) ?? "", caught: caught, total: total)
                results += findings.map { IntegrityResult(message: $0.message, findings: [$0]).alone }
            }
        case .report(let folder, let caught, let total):
            results = [ReportChecks.result(folder: URL(fileURLWithPath: folder, relativeTo: root), caught: caught, total: total)]
        case .stepLines(let chapters):
            results = try chapters.map { try stepLinesResult($0, registry: registry, root: root) }
        }
        return Outcome(output: results.map(\.lines).joined(), status: results.allSatisfy(\.passed) ? 0 : 1)
    }
}
