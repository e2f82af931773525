import Foundation

/// `./Scripts/integrity [--scratch-path DIR]`: proves what the workbook promises, on its
/// pristine state: each check a line that passes or fails, then "N passed, M failed". The
/// checks of data are the model's (``WorkbookCommand/IntegrityQuestion``); the runs (the whole
/// package's build and tests, the referee's catalogue, check's stages, grade's gradings) are
/// ``IntegrityRun``'s.
public struct IntegrityCommand: ScriptCommand, Equatable, Sendable {
    public static let name = "integrity"
    public static let options: [ScriptOption] = [.value("--scratch-path")]
    public static let usage = """
        Usage: ./Scripts/integrity [--scratch-path DIR]

        Proves what the workbook promises, on its pristine state (every chapter's
        Before as committed):

          lesson       every chapter has README.md (story, smell, technique, steps,
                       done when, discussion), HINTS.md with 3 or more hints, NOTES.md
          chain        chapterN/After is byte-identical to chapter(N+1)/Before
          registry     Chapters/chapters.registry and the chapter folders agree
                       (stages, modules, suites, adapters); no shared suite names a
                       stage; test links and the README's chapter table are what
                       ./Scripts/generate derives from the registry; the referees
                       hash to Chapters/referees.sha256
          green        characterization green on Before and After, goals green on
                       After (one build of the whole package, then each target's tests);
                       Package.swift's chapter targets are those WorkbookModel reads
                       from the registry (swift package dump-package)
          texts        every count a chapter's README, HINTS and NOTES (and README.md,
                       for chapter 1) state, in whatever form — "32/32", "All 32
                       run", "`Suite` (3)", "four of the five goal tests", "all but
                       two pass", "the goal tests expect (7)", digits or words — is
                       what the runs above count (each suite's tests, the totals with
                       the dependency rules, the steps' *Expected:* lines, the pristine
                       Before's goals); any other number near the words of tests is
                       refused unless Chapters/counts.exceptions lists it with why;
                       a suite or test the texts name exists; a compiler error they
                       quote is one check prints (pristine Before, a step's *First
                       error:*); a time the tools take says idle or busy
          samples      the samples of ./Scripts/check chapter1 in README.md and
                       Scripts/README.md are what it prints
          steps        each chapter's README steps are patches (Chapters/chapterN/Steps/)
                       that, applied in order to Before, end byte-identical to After
                       (./Scripts/step verify --no-build; CI's .ci/run also builds and
                       tests after every step: ./Scripts/step verify all)
          goals        goal tests NOT green on the pristine Before (they fail, or
                       don't compile; passing before the work would be a defect);
                       the compiler errors a README shows check printing under them
                       are what it prints (a step's *First error:* line is checked
                       by ./Scripts/step verify, after that step)
          pinned       each behavioural line a chapter's steps add or change is
                       changed by a mutant in its After (chapter 0's catalogue,
                       every-stage.mutants or the chapter's own, chapterN.mutants),
                       or the chapter's catalogue lists it open or quiet
          mutants      chapter 0: its lesson files; the mutant catalogue (25 or more);
                       the worked example green on stage 0 and catching some but not
                       all mutants; the app chapter's own suites catching every mutant
                       (no mutant is equivalent: read in the app stage's grading, or
                       by ./Scripts/grade --reference when the stages are skipped); and
                       every stage of every chapter graded with its own suites, which
                       must catch every mutant too (with every-stage.mutants, and an
                       After with its chapter's own catalogue) (slow the first time: a build per
                       stage; a Before with its previous After's code and suites is
                       covered by that grading; WORKBOOK_INTEGRITY_STAGE_MUTANTS=no
                       skips it)

        Options:
          --scratch-path DIR  build folder for the whole package (default
                              .build-check/workbook; CI passes .build, already built)
          -h, --help          show this help

        Ends with the line "N passed, M failed". Exit status: 0 all passed, 1 a
        check failed, 2 bad arguments, no toolchain, or a Before with local changes.

        """

    /// The whole package's build folder (relative to the repository, or absolute).
    public var scratchPath: String

    public init(arguments: ScriptArguments, context: ScriptContext) throws {
        if let operand = arguments.operands.first {
            throw ScriptFailure("takes no arguments (got '\(operand)')")
        }
        scratchPath = arguments.value("--scratch-path") ?? ".build-check/workbook"
        guard !scratchPath.isEmpty else { throw ScriptFailure("--scratch-path needs a folder") }
    }

    public func run(_ context: ScriptContext) throws -> Int32 {
        let path = context.environment["PATH"]
        let swift = try SwiftToolchain.required(path: path).executable
        guard let git = Git(root: context.root, path: path), git.isWorkTree else {
            throw ScriptFailure("needs git, and a git clone of the workbook")
        }
        let registry = try context.registry()
        guard !registry.chapters(ofKind: RegistryChapter.pairKind).isEmpty else {
            throw ScriptFailure("no chapters in \(context.url("Chapters").path)")
        }
        if let first = git.changes(under: "Chapters/chapter*/Before/*")?.first {
            throw ScriptFailure("checks the pristine workbook, but Before has local changes (\(first.dropFirst(3))…): commit them, or ./Scripts/reset the chapter")
        }
        guard let tool = context.tool else { throw ScriptFailure("integrity runs as the workbook's tool: ./Scripts/integrity") }
        let scratch = scratchPath.hasPrefix("/") ? URL(fileURLWithPath: scratchPath) : context.url(scratchPath)
        return try FileManager.default.withWorkFolder("integrity") { work in
            let run = IntegrityRun(context: context, registry: registry, git: git, swift: swift, tool: tool, scratch: scratch, work: work)
            return run.run()
        }
    }
}
