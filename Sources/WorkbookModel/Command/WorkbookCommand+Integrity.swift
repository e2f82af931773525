import Foundation

/// integrity's checks of data (texts, samples, lesson files): each a named function returning
/// its findings (Sources/WorkbookModel/Integrity) as ``IntegrityResult``s, which ``IntegrityRun``
/// prints in its sections (and `workbook integrity`, for the scripts' tests, as lines).
extension WorkbookCommand {
    /// Which of integrity's data checks to run.
    public enum IntegrityQuestion: Equatable, Sendable {
        /// Every pair chapter's README.md, HINTS.md and NOTES.md (``LessonChecks``).
        case lessons
        /// Each chapter's After byte for byte the next one's Before (``ChainChecks``).
        case chain
        /// A characterize chapter's lesson files.
        case exerciseLessons(chapter: String)
        /// The counts the chapters' texts state, against what the tools counted (integrity's facts
        /// file: ``ChapterFacts/read(chapter:rows:files:read:)``).
        case texts(facts: String)
        /// README.md's and Scripts/README.md's sample of check chapter1, against what it printed.
        case samples(actual: String)
        /// Every count chapter 0's README.md, HINTS.md and NOTES.md state (what its worked example
        /// catches, the catalogue, the suites), against the grading and integrity's facts file.
        case claims(chapter: String, caught: Int, total: Int, facts: String?)
        /// What `grade --report` wrote in a folder, against the grading's counts (``ReportChecks``).
        case report(folder: String, caught: Int, total: Int)
        /// Each behavioural line the pair chapters' steps add, pinned by a mutant or listed open or quiet
        /// (``StepCoverage``): a line for each chapter.
        case stepLines(chapters: [String])
        /// Each pair chapter's steps as far as they can be seen without building (``StepProblems``):
        /// a line for each chapter, or one for each problem.
        case steps
        /// Each pair chapter's pristine Before's goal tests, run by integrity into the results
        /// folder `results`: not green, and its README's sample of their compiler errors what
        /// check prints (``BeforeGoalsChecks``).
        case beforeGoals(results: String)
    }

    /// The chapter whose check the top-level README quotes (its counts and its sample).
    static let sampleChapter = "chapter1"

    func integrity(_ question: IntegrityQuestion, registry: Registry, root: URL) throws -> Outcome {
        let results = try Self.integrityResults(question, registry: registry, root: root)
        return Outcome(output: results.map(\.lines).joined(), status: results.allSatisfy(\.passed) ? 0 : 1)
    }

    /// The results of one of integrity's data checks (``IntegrityCommand`` prints them).
    static func integrityResults(_ question: IntegrityQuestion, registry: Registry, root: URL) throws -> [IntegrityResult] {
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
        case .beforeGoals(let folder):
            // (A stage with no result did not run to its end: no verdict, not a crash that passes as failing.)
            let folder = ResultFolder(url: URL(fileURLWithPath: folder, relativeTo: root), unfinishedIsCrash: false)
            results = BeforeGoalsChecks(results: folder, files: files).all(chapters: pairs)
        case .steps:
            let path = ProcessInfo.processInfo.environment["PATH"]
            guard let git = ToolRun.find("git", path: path) else { throw UsageError(description: "git is not on PATH: the steps are applied with git apply") }
            results = pairs.flatMap { chapter in
                let steps = ChapterSteps(chapter: chapter, root: root)
                let problems = StepProblems(steps: steps, git: git, path: path).all().map { Finding(check: "steps", message: "\(chapter): \($0)") }
                return IntegrityResult.each(problems, passed: "\(chapter): \(steps.total) patches, one a README step, each with its *Expected:* line; in order they turn Before into After")
            }
        case .texts(let factsFile):
            let rows = ChapterFacts.rows(Self.text(factsFile, root: root) ?? "")
            guard !rows.isEmpty else {
                results = [IntegrityResult(message: "no test counts to compare the texts with (the package did not build)", findings: [Finding(check: "texts", message: "")])]
                break
            }
            // "all 44 of its changes": chapter 0's catalogue, which grades every stage.
            let catalogue = registry.chapters(ofKind: "characterize").first?.facts["mutants"]
                .map { MutantCatalogue.read(path: "Chapters/Shared/Mutants/\($0)", root: root).mutants.count }
            let facts = pairs.map { chapter in
                var facts = ChapterFacts.read(chapter: chapter, rows: rows, files: files) { Self.text($0, root: root) }
                facts.mutants = catalogue
                return facts
            }
            let known = Self.knownTests(facts: facts, registry: registry, root: root)
            let exceptions = ClaimExceptions(text: files.contents(ClaimExceptions.path) ?? "")
            var used: Set<Int> = [], scanned: Set<String> = []
            for chapter in facts {
                let (outcome, read) = TextClaims.checkChapter(chapter, files: files, known: known, exceptions: exceptions,
                                                              others: chapter.chapter == Self.sampleChapter ? ["README.md"] : [])
                used.formUnion(outcome.used)
                scanned.formUnion(read)
                let counted = "\(chapter.characterization.map(String.init) ?? "?") characterization and \(chapter.goals.map(String.init) ?? "?") goal tests (\(chapter.rules) dependency \(chapter.rules == 1 ? "rule" : "rules") among them), \(chapter.steps) steps, \(chapter.hints) hints"
                results.append(IntegrityResult(outcome.findings, passed: "\(chapter.chapter): every count its texts state is what the tools count: \(counted)",
                                               failed: "\(chapter.chapter): its texts state counts the tools do not print (they count \(counted))"))
            }
            results.append(Self.exceptionsResult(exceptions, used: used, scanned: scanned))
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
        case .claims(let chapter, let caught, let total, let factsFile):
            let rows = ChapterFacts.rows(factsFile.flatMap { Self.text($0, root: root) } ?? "")
            // The app's suites (the reference answer) are its stage's characterization tests.
            let app = registry.chapter(named: chapter)?.appStage
            let appFacts = app.map { ChapterFacts.read(chapter: $0.chapter, rows: rows, files: files) { Self.text($0, root: root) } }
            var facts = ChapterFacts.read(chapter: chapter, rows: rows, files: files) { Self.text($0, root: root) }
            facts.mutants = total
            facts.caught = caught
            facts.characterization = facts.characterization ?? appFacts?.characterization
            let everyChapter = pairs.map { ChapterFacts.read(chapter: $0, rows: rows, files: files) { Self.text($0, root: root) } } + [facts]
            let known = Self.knownTests(facts: everyChapter, registry: registry, root: root)
            let exceptions = ClaimExceptions(text: files.contents(ClaimExceptions.path) ?? "")
            let (outcome, scanned) = TextClaims.checkChapter(facts, files: files, known: known, exceptions: exceptions)
            let findings = outcome.findings, used = outcome.used
            results = IntegrityResult.each(findings, passed: "\(chapter): every count its texts state is what the grading and the tools count (\(total) mutants, the worked example catching \(caught))")
            let stale = Self.exceptionsResult(exceptions, used: used, scanned: scanned)
            if !stale.passed { results.append(stale) }
        case .report(let folder, let caught, let total):
            results = [ReportChecks.result(folder: URL(fileURLWithPath: folder, relativeTo: root), caught: caught, total: total)]
        case .stepLines(let chapters):
            results = try chapters.map { try stepLinesResult($0, registry: registry, root: root) }
        }
        return results
    }

    /// A file's text, by a path absolute or relative to the repository.
    static func text(_ path: String, root: URL) -> String? {
        try? String(contentsOf: URL(fileURLWithPath: path, relativeTo: root), encoding: .utf8)
    }

    /// What the workbook has that a text may name: every chapter's suites and tests, its test
    /// targets, and the `…Tests` folders and files of Tests/ and Chapters/ (the platform's,
    /// the model's, chapter 0's).
    static func knownTests(facts: [ChapterFacts], registry: Registry, root: URL) -> TextClaims.Known {
        var known = TextClaims.Known()
        for chapter in facts {
            known.suites.merge(chapter.suites) { first, _ in first }
            known.tests.formUnion(chapter.tests)
        }
        for chapter in registry.chapters(ofKind: RegistryChapter.pairKind) {
            for stage in chapter.stages {
                for suite in Stage.suites { known.names.insert(stage.testTargetName(suite: suite)) }
                for module in stage.modules { known.names.insert("\(module.name)Tests") }
            }
        }
        for exercise in registry.chapters(ofKind: "characterize") {
            known.names.formUnion(["Chapter\(exercise.number)CharacterizationTests", "Chapter\(exercise.number)SwiftTestingTests"])
        }
        for path in SourceFiles(root: root).list(["Tests", "Chapters"]) {
            for component in path.split(separator: "/") {
                let name = component.hasSuffix(".swift") ? String(component.dropLast(".swift".count)) : String(component)
                if name.hasSuffix("Tests") { known.names.insert(name) }
            }
        }
        return known
    }

    /// The exceptions list's own check: each line an entry with its why, each entry for a text
    /// scanned here still excusing a count in it.
    static func exceptionsResult(_ exceptions: ClaimExceptions, used: Set<Int>, scanned: Set<String>) -> IntegrityResult {
        let stale = exceptions.entries.indices.filter { !used.contains($0) && scanned.contains(exceptions.entries[$0].file) }.map { index in
            let entry = exceptions.entries[index]
            return Finding(check: "texts", message: "\(ClaimExceptions.path):\(entry.line): \(entry.file) has no count to excuse in '\(entry.phrase)' any more: remove the line")
        }
        let listed = exceptions.entries.filter { scanned.contains($0.file) }.count
        return IntegrityResult(exceptions.problems + stale,
                               passed: "\(ClaimExceptions.path): \(listed) \(listed == 1 ? "count" : "counts") of these texts no run can confirm, each with why it may stand",
                               failed: "\(ClaimExceptions.path) is not what the texts need")
    }
}
