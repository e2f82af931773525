import Foundation
import XCTest
@testable import WorkbookModel

final class WorkbookCommandTests: XCTestCase {
    func test_init_modulesWithImports_readsChapterStageAndFlag() throws {
        let sut = try WorkbookCommand(arguments: ["modules", "chapter9", "After", "--imports"])

        XCTAssertEqual(sut.action, .modules(chapter: "chapter9", stage: "After", imports: true))
    }

    func test_init_chaptersKindAll_meansEveryKind() throws {
        let sut = try WorkbookCommand(arguments: ["chapters", "--kind", "all"])

        XCTAssertEqual(sut.action, .chapters(kind: nil))
    }

    func test_init_reportWithColourAndJSON_readsEveryOption() throws {
        let sut = try WorkbookCommand(arguments: ["report", "chapter1", "chapter2", "--results", "/tmp/r", "--json", "--done", "--colour"])

        XCTAssertEqual(sut.action, .report(chapters: ["chapter1", "chapter2"], results: "/tmp/r", done: true, json: true, keep: nil))
        XCTAssertTrue(sut.colour)
    }

    func test_init_registryShellOrProblems_readsWhichOne() throws {
        XCTAssertEqual(try WorkbookCommand(arguments: ["registry", "--shell"]).action, .registryShell)
        XCTAssertEqual(try WorkbookCommand(arguments: ["registry", "--problems"]).action, .registryProblems)
    }

    func test_init_reportKeeping_readsTheFolder() throws {
        let sut = try WorkbookCommand(arguments: ["report", "chapter1", "--results", "r", "--keep", "k"])

        XCTAssertEqual(sut.action, .report(chapters: ["chapter1"], results: "r", done: false, json: false, keep: "k"))
    }

    func test_init_cached_readsKeptFolderAndToolchainLine() throws {
        let sut = try WorkbookCommand(arguments: ["cached", "chapter1", "chapter2", "--kept", "/s", "--toolchain", "123 Nov 1 10:00 /usr/bin/swift", "--json"])

        XCTAssertEqual(sut.action, .cached(chapters: ["chapter1", "chapter2"], kept: "/s", toolchain: "123 Nov 1 10:00 /usr/bin/swift", done: false, json: true))
    }

    func test_run_outcomeOfNoStage_throwsOneLine() {
        let sut = WorkbookCommand(action: .outcome(scope: "chapter1-middle-goals", results: "r"))

        XCTAssertThrowsError(try sut.run(root: ExpectedOutputTests.fixtures.appendingPathComponent("repos/workbook"))) { error in
            XCTAssertEqual(String(describing: error), "'chapter1-middle-goals' is no stage of a chapter (chapterN-before|after-characterization|goals)")
        }
    }

    /// The next step's facts are the repository's own: one run makes the steps' states and
    /// judges the Before on them (a copy outside any git work tree, with no manifest: the
    /// Before's being as published is not known).
    func test_run_reportNotDone_findsTheNextStepsFactsItself() throws {
        let repository = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
        defer { repository.remove() }
        let results = ExpectedOutputTests.fixtures.appendingPathComponent("results/not-done").path

        let sut = try WorkbookCommand(action: .report(chapters: ["chapter1"], results: results, done: false, json: false, keep: nil))
            .run(root: repository.root)

        XCTAssertTrue(sut.output.hasSuffix("\nYou seem to be at step 0 of 3: next, step 1 'Give API its server' — ./Scripts/step show chapter1 1\n"), sut.output)
        XCTAssertEqual(sut.status, 0)
    }

    func test_init_badCommandLines_throwOneLineUsageErrors() {
        let cases: [([String], String)] = [
            ([], "which command?"),
            (["bogus"], "unknown command 'bogus'"),
            (["modules", "chapter1", "Middle"], "a stage is Before or After, not 'Middle'"),
            (["modules", "chapter1"], "modules takes 2 arguments, got 1"),
            (["chapters", "--kind"], "--kind needs a value"),
            (["chapters", "--imports"], "chapters takes no --imports"),
            (["suites", "chapter1", "--verbose"], "unknown option '--verbose'"),
            (["report", "chapter1"], "report needs --results DIR"),
            (["report", "--results", "r"], "report needs at least one chapter"),
            (["registry"], "registry takes one of --shell or --problems"),
            (["registry", "--shell", "--problems"], "registry takes one of --shell or --problems"),
            (["registry", "--shell", "chapter1"], "registry takes 0 arguments, got 1"),
            (["chapters", "--shell"], "chapters takes no --shell"),
            (["cached", "chapter1", "--kept", "k"], "cached needs --kept DIR and --toolchain LINE"),
            (["cached", "--kept", "k", "--toolchain", "t"], "cached needs at least one chapter"),
            (["outcome", "chapter1-before-goals"], "outcome needs --results DIR"),
            (["overview"], "overview needs --kept DIR"),
            (["overview", "chapter1", "--kept", "k"], "overview takes 0 arguments, got 1"),
            (["interrupted", "soon"], "interrupted takes an exit status, not 'soon'"),
            (["interrupted", "130", "--json"], "interrupted takes no --json"),
            (["graded-frameworks", "chapter0", "--swift-tests", "mine", "--listing", "l"], "graded-frameworks needs --swift-tests none, published or edited"),
            (["graded-frameworks", "chapter0", "--swift-tests", "edited"], "graded-frameworks needs --listing FILE"),
            (["xctest", "log", "--shown", "many"], "xctest --shown takes a count of lines, not 'many'"),
        ]
        for (arguments, message) in cases {
            XCTAssertThrowsError(try WorkbookCommand(arguments: arguments), "\(arguments)") { error in
                XCTAssertEqual((error as? WorkbookCommand.UsageError)?.description, message)
                XCTAssertFalse(String(describing: error).contains("\n"))
            }
        }
    }

    func test_run_unknownChapter_throwsNamingIt() {
        let sut = WorkbookCommand(action: .suites(chapter: "chapter42"))

        XCTAssertThrowsError(try sut.run(root: ExpectedOutputTests.fixtures.appendingPathComponent("repos/workbook"))) { error in
            XCTAssertEqual(String(describing: error), "unknown chapter 'chapter42'")
        }
    }

    func test_run_noRegistry_throwsOneLine() {
        let sut = WorkbookCommand(action: .chapters(kind: nil))

        XCTAssertThrowsError(try sut.run(root: ExpectedOutputTests.fixtures)) { error in
            XCTAssertEqual(String(describing: error), "Chapters/chapters.registry: missing: it lists the workbook's chapters")
        }
    }

    func test_run_errorJSON_noRegistry_escapesByJSONEncoderOnOneLine() throws {
        let sut = try WorkbookCommand(arguments: ["error-json", "--message", "--json: \"quoted\" \\ back\nnext\ttab \u{1}ctl a/b é"])

        let outcome = try sut.run(root: ExpectedOutputTests.fixtures)

        XCTAssertEqual(outcome.output, #"{"error": "--json: \"quoted\" \\ back\nnext\ttab \u0001ctl a/b é", "exit_status": 2}"# + "\n")
        XCTAssertEqual(outcome.status, 0)
    }

    func test_init_integrityReport_readsFolderAndCounts() throws {
        let sut = try WorkbookCommand(arguments: ["integrity", "report", "/tmp/r", "--caught", "16", "--total", "44"])

        XCTAssertEqual(sut.action, .integrity(.report(folder: "/tmp/r", caught: 16, total: 44)))
        XCTAssertThrowsError(try WorkbookCommand(arguments: ["error-json"]))
    }

    func test_init_stageResult_twoWaysABuildEnded_isAUsageError() {
        XCTAssertThrowsError(try WorkbookCommand(arguments: ["stage-result", "chapter1-before-goals", "--out", "o", "--build-failed", "--build-timed-out"]))
        XCTAssertThrowsError(try WorkbookCommand(arguments: ["stage-result", "chapter1-before-goals", "--out", "o", "--test-log", "t"]))
        XCTAssertThrowsError(try WorkbookCommand(arguments: ["stage-result", "chapter1-before-goals", "--out", "o", "--test-log", "t", "--test-exit", "x"]))
    }

    func test_init_stageResult_built_readsTheRun() throws {
        let sut = try WorkbookCommand(arguments: ["stage-result", "chapter1-before-goals", "--out", "o", "--test-log", "t", "--test-exit", "132",
                                                  "--timed-out", "--filter", "A.T,B.U", "--time-limit", "30"])

        XCTAssertEqual(sut.action, .stageResult(run: StageRun(scope: "chapter1-before-goals", testLog: "t", testExit: 132, testTimedOut: true,
                                                               filter: ["A.T", "B.U"], testTimeLimit: 30), out: "o", notes: nil))
    }
}
