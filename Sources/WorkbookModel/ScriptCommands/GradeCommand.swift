import Foundation

/// `./Scripts/grade [chapter0] [--done] [--json] [--verbose] [--report DIR] [--reference | --tests DIR]`,
/// `./Scripts/grade --stage chapterN/before|after [--json]`: grades characterization tests by
/// mutants (chapter 0's check). What is graded against what is read here; the grading itself
/// runs in ``run(_:)`` (GradeCommand+Run): the package with every mutant compiled in
/// (``MutantPackage``), the real app's run and each mutant's (``MutantWorkers``), coverage
/// (``StageCoverage``), and the model's report (``GradeSummary``, ``GradeReport``).
public struct GradeCommand: ScriptCommand, Sendable {
    public static let name = "grade"
    public static let options: [ScriptOption] = [.flag("--done"), .flag("--json"), .flag("--verbose"), .flag("--reference"),
                                                 .value("--tests"), .value("--stage"), .value("--report")]
    public static let usage = """
        Usage: ./Scripts/grade [chapter0] [--done] [--json] [--verbose] [--report DIR]
                               [--reference | --tests DIR]
               ./Scripts/grade --stage chapterN/before|after [--json]

        Grades your characterization tests (Chapters/chapter0/Tests) the way test
        suites are graded in industry: by mutants. The app under test is stage 0:
        chapter 1's Before as published, whatever you did to it (chapter 1's work
        there, committed or not, is left out, and grade says so). The mutant
        catalogue (Chapters/Shared/Mutants/) lists small changes to it, each
        something a user or the server would notice.

          1. Your tests run on the real app. They must pass there: a
             characterization test that fails on the legacy code is wrong.
          2. They run once against each change, two per core at a time. A change
             is caught when one of your tests fails with it; a test that crashes,
             or hangs (stopped after a time limit), counts as catching it too.

        Your tests cannot see which change is switched on, and must not try: a test
        that names the switch is refused, and a control run (the real app again,
        among the changes) refuses tests that fail when run again. A run that ends
        before every test ran (exit(0) in a test) is no pass.

        It prints "your tests catch K of N changes", and each missed change with what
        a user would notice, a hint, and the change itself: where (file:line), the
        line as it is (-) and as the change has it (+). The real app's run measures
        which lines of the stage your tests run: a missed change on a line none of
        them runs says so, and the lines no test runs in the files of the missed
        changes are listed by range. All changes are built into one copy of the
        app (under .build-mutants/, safe to delete), each switched on at run time.

        Options:
          --done         exit 0 only when your tests catch every change
          --json         print the results as JSON instead of the report
          --verbose      run every test against each change (not only up to the
                         first that fails), and show each change's outcome and the
                         tests that caught it, and the tests that catch nothing, or
                         only what another test catches too
          --report DIR   also write DIR/mutation-report.json (the mutation-testing
                         report schema that Stryker's tools read), DIR/index.html (one
                         page, no network: a score per file, filters by status, each
                         file with its changes and coverage inline, the caught ones
                         collapsed) and DIR/warnings.txt ("file:line:col: warning: …"
                         lines an editor lists as problems, printed too); every test
                         runs against each change, as with --verbose
          --reference    grade the workbook's own characterization suites (the app
                         chapter's) in your tests' place: they catch every change
          --tests DIR    grade the tests in DIR instead (a folder of test files)
          --stage S      grade stage S (e.g. chapter3/after) with its own
                         characterization suites (an After's: also the
                         *CharacterizationTests.swift among its chapter's goals,
                         behaviour only the After has), against the catalogue, the
                         mutants every stage must catch (every-stage.mutants) and,
                         for an After, its chapter's own catalogue (the registry's
                         chapterN.mutants: the behaviour its steps add)
          -h, --help     show this help

        WORKBOOK_GRADE_FOLDER=NAME (integrity's gradings) grades in
        .build-mutants/NAME, one folder for every grading one after another: the
        platform's and the tests' support modules are built once there, and each
        stage's own modules and its tests are compiled from scratch.

        Your Swift Testing tests (Chapters/chapter0/SwiftTests) run beside the
        XCTest ones. Until you write in that folder it holds the worked example's
        twin alone (it catches what the XCTest example catches): grade leaves it out
        beside XCTest tests, and runs it when Chapters/chapter0/Tests holds none.
        Every failure on the real app is shown whole; each verifyAllCombinations
        call has its own approved file, and its own mv.

        Environment: WORKBOOK_GRADE_JOBS (default: two per core, at most 8; a larger
        number is taken as 64) mutants at a time;
        WORKBOOK_GRADE_LIMIT seconds a run may take before it counts as hung
        (default: 10 plus three times the tests' run on the real app; the real
        app's run itself: check's limit, WORKBOOK_CHECK_TIME_LIMIT, default 120);
        WORKBOOK_CHECK_BUILD_TIME_LIMIT seconds the build may take (default 600),
        as check's.

        Exit status: 0 the tests pass on the real app (with --done: and catch every
        change), 1 not yet, 2 bad arguments or no Swift toolchain.

        """

    /// The characterize chapter whose catalogue grades (chapter0).
    public var chapter: String
    /// The stage graded: its chapter and stage (Before, After).
    public var appChapter: String
    public var appStage: String
    /// It is the registry's app of the chapter (stage 0), graded as published; false with --stage.
    public var stageZero: Bool
    /// The catalogues, relative to the repository (chapter 0's; with --stage every-stage's and an After's own too).
    public var catalogues: [String]
    /// The folder of the XCTest tests graded.
    public var tests: URL
    /// The learner's Swift Testing folder graded beside them, and its state.
    public var swiftTests: URL?
    public var swiftTestsState: GradedFrameworks.SwiftTests
    /// Whose tests, as the report says it ("your tests").
    public var whose: String
    /// The name of the package's folder under .build-mutants (the tests graded).
    public var variant: String
    /// The grading's folder under .build-mutants, when integrity names one (WORKBOOK_GRADE_FOLDER).
    public var sharedFolder: String?
    public var wantsDone: Bool
    public var json: Bool
    public var verbose: Bool
    /// Where --report writes its pages.
    public var report: URL?
    /// Runs side by side.
    public var jobs: Int
    /// Seconds a run may take before it counts as hung (WORKBOOK_GRADE_LIMIT), or nil: from the real app's run.
    public var limit: Int?
    /// Seconds the real app's run may take: the limit, or check's.
    public var realAppLimit: Int
    /// Seconds the build may take (check's build limit).
    public var buildTimeLimit: Int

    public init(arguments: ScriptArguments, context: ScriptContext) throws {
        let operands = arguments.operands
        guard operands.count <= 1 else { throw ScriptFailure("one chapter at a time: got '\(operands[0])' and '\(operands[1])'") }
        let reference = arguments.flag("--reference"), testsFolder = arguments.value("--tests"), stageSpec = arguments.value("--stage")
        guard !(testsFolder != nil && reference) else { throw ScriptFailure("--reference and --tests exclude each other") }
        guard !(testsFolder != nil && stageSpec != nil) else { throw ScriptFailure("--stage grades a stage with its own suites: leave out --tests") }
        let registry = try context.registry()
        guard let characterize = registry.chapters(ofKind: "characterize").first?.name else {
            throw ScriptFailure("Chapters/chapters.registry has no chapter of kind characterize")
        }
        chapter = characterize
        if let operand = operands.first {
            let named = try context.chapter(operand, choice: .any)
            guard registry.chapter(named: named)?.kind == "characterize" else {
                throw ScriptFailure("\(named) is checked by ./Scripts/check \(named); grade grades \(characterize)")
            }
            chapter = named
        }
        let exercise = registry.chapter(named: chapter)
        guard let catalogue = exercise?.facts["mutants"], !catalogue.isEmpty else { throw ScriptFailure("Chapters/chapters.registry has no '\(chapter).mutants' line") }
        catalogues = [Self.cataloguesFolder + catalogue]
        guard let app = exercise?.appStage else {
            let line = exercise?.facts["app"] ?? ""
            throw ScriptFailure(line.isEmpty ? "Chapters/chapters.registry has no '\(chapter).app' line (chapterN Before)"
                                : "Chapters/chapters.registry's '\(chapter).app \(line)' names no stage (e.g. 'chapter1 Before')")
        }
        (appChapter, appStage) = (app.chapter, app.stage)
        stageZero = stageSpec == nil
        if let stageSpec {
            let parts = stageSpec.split(separator: "/", maxSplits: 1).map(String.init)
            appChapter = try context.chapter(parts.first ?? "", choice: .pair)
            switch parts.count == 2 ? parts[1].lowercased() : "" {
            case "before": appStage = "Before"
            case "after": appStage = "After"
            default: throw ScriptFailure("--stage needs chapterN/before or chapterN/after (got '\(stageSpec)')")
            }
            if FileManager.default.isFile(at: context.url(Self.cataloguesFolder + Self.everyStage)) { catalogues.append(Self.cataloguesFolder + Self.everyStage) }
            if appStage == "After", let own = registry.chapter(named: appChapter)?.facts["mutants"], !own.isEmpty {
                catalogues.append(Self.cataloguesFolder + own)
            }
        }
        for catalogue in catalogues where !FileManager.default.isFile(at: context.url(catalogue)) {
            throw ScriptFailure("the mutant catalogue \(catalogue) is missing")
        }
        let lowerStage = appStage.lowercased()
        swiftTestsState = .none
        if reference || stageSpec != nil {
            tests = context.url("Chapters/\(appChapter)/Tests/\(appStage)Characterization")
            whose = "the workbook's suites for \(appChapter)/\(lowerStage)"
            variant = "reference-\(appChapter)-\(lowerStage)"
        } else if let testsFolder {
            let folder = URL(fileURLWithPath: testsFolder, relativeTo: context.currentDirectory).standardizedFileURL
            guard FileManager.default.isFolder(at: folder) else { throw ScriptFailure("--tests: no folder \(testsFolder)") }
            // (Without a test file there is no test program to run: not a crash of one.)
            guard FolderEntry.files(under: "", in: folder).contains(where: { $0.hasSuffix(".swift") }) else {
                throw ScriptFailure("--tests: no Swift file in \(testsFolder) (a folder of test files, like Chapters/\(chapter)/Tests)")
            }
            tests = folder
            whose = "the tests in \(RepositoryPaths(root: context.root, registry: registry).relative(folder.path))"
            variant = "tests-\(Cksum.line(Array(folder.path.utf8)).split(separator: " ")[0])"
        } else {
            tests = context.url("Chapters/\(chapter)/Tests")
            whose = "your tests"
            variant = chapter
            let swift = "Chapters/\(chapter)/SwiftTests"
            if FileManager.default.isFolder(at: context.url(swift)) {
                swiftTestsState = Self.isAsPublished(swift, context: context, registry: registry) ? .published : .edited
                // macOS runs no Swift Testing test here: the example is not built for nothing.
                #if os(macOS)
                if swiftTestsState == .edited { swiftTests = context.url(swift) }
                #else
                swiftTests = context.url(swift)
                #endif
            }
        }
        wantsDone = arguments.flag("--done")
        json = arguments.flag("--json")
        verbose = arguments.flag("--verbose")
        if let path = arguments.value("--report") {
            let folder = URL(fileURLWithPath: path, relativeTo: context.currentDirectory).standardizedFileURL
            guard !FileManager.default.fileExists(atPath: folder.path) || FileManager.default.isFolder(at: folder) else {
                throw ScriptFailure("--report: \(folder.path) is a file; name a folder for the reports")
            }
            report = folder
        }
        // Two runs per core: a run mostly waits on the app's main queue and the backend, not the CPU.
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        if let given = context.environment["WORKBOOK_GRADE_JOBS"] {
            guard let count = Int(countOfOneOrMore: given) else {
                throw ScriptFailure("WORKBOOK_GRADE_JOBS must be a whole number of 1 or more (it is '\(given)')")
            }
            jobs = min(count, 64)
        } else {
            jobs = min(cores * 2, 8)
        }
        limit = try context.environment["WORKBOOK_GRADE_LIMIT"].flatMap { $0.isEmpty ? nil : $0 }.map { value throws(ScriptFailure) in
            try TimeLimit.seconds(value, name: "WORKBOOK_GRADE_LIMIT")
        }
        realAppLimit = try limit ?? StageRunner.testTimeLimit(from: context.environment)
        buildTimeLimit = try StageBuild.timeLimit(from: context.environment)
        if let folder = context.environment["WORKBOOK_GRADE_FOLDER"], !folder.isEmpty {
            guard folder.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_") }) else {
                throw ScriptFailure("WORKBOOK_GRADE_FOLDER must be a folder name of letters, digits, - and _ (it is '\(folder)')")
            }
            sharedFolder = folder
        }
    }

    /// The seconds a run against one change may take before it counts as hung: 10 plus three
    /// times the run on the real app (rounded up to whole seconds).
    static func runLimit(realAppMilliseconds: Int) -> Int {
        10 + 3 * ((realAppMilliseconds + 999) / 1000)
    }

    /// Where the mutant catalogues are.
    static let cataloguesFolder = "Chapters/Shared/Mutants/"
    /// The catalogue of the mutants every stage must catch.
    static let everyStage = "every-stage.mutants"

    /// Whether a folder of the repository is as the manifest lists it.
    static func isAsPublished(_ path: String, context: ScriptContext, registry: Registry) -> Bool {
        guard let digests = FileDigests(path: context.environment["PATH"]) else { return false }
        return PublishedCopy(root: context.root, manifest: PublishedManifest.load(root: context.root), digests: digests, git: nil).isAsPublished(path)
    }
}
