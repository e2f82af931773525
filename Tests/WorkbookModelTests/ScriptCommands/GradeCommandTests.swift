import Foundation
import XCTest
@testable import WorkbookModel

/// grade's choices before anything is built.
final class GradeCommandTests: XCTestCase {
    var sut: ScriptRun!

    override func setUpWithError() throws {
        sut = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
        try FileManager.default.createDirectory(at: sut.root.appendingPathComponent("Chapters/Shared/Mutants"), withIntermediateDirectories: true)
        try Data("[m]\n".utf8).write(to: sut.root.appendingPathComponent("Chapters/Shared/Mutants/stage0.mutants"))
        let registry = sut.root.appendingPathComponent("Chapters/chapters.registry")
        try Data((try String(contentsOf: registry, encoding: .utf8) + "chapter0.mutants    stage0.mutants\n").utf8).write(to: registry)
    }

    override func tearDown() {
        sut.remove()
    }

    private func command(_ arguments: [String], environment: [String: String] = [:]) throws -> GradeCommand {
        let context = ScriptContext(root: sut.root, environment: environment, outputIsTerminal: false)
        return try GradeCommand(arguments: ScriptArguments.parse(arguments, options: GradeCommand.options, program: "grade"), context: context)
    }

    private func failure(_ arguments: [String], environment: [String: String] = [:]) -> String? {
        do {
            _ = try command(arguments, environment: environment)
            return nil
        } catch {
            return (error as? ScriptFailure)?.message
        }
    }

    func test_init_noArguments_gradesTheLearnersTestsAgainstStageZero() throws {
        let grade = try command([])

        XCTAssertEqual(grade.chapter, "chapter0")
        XCTAssertEqual([grade.appChapter, grade.appStage], ["chapter1", "Before"])
        XCTAssertTrue(grade.stageZero)
        XCTAssertEqual(grade.catalogues, ["Chapters/Shared/Mutants/stage0.mutants"])
        XCTAssertEqual(grade.tests, sut.root.appendingPathComponent("Chapters/chapter0/Tests"))
        XCTAssertEqual(grade.whose, "your tests")
        XCTAssertEqual(grade.variant, "chapter0")
        XCTAssertEqual(grade.realAppLimit, 120)
        XCTAssertNil(grade.limit)
    }

    func test_init_stage_gradesThatStageWithItsOwnSuites() throws {
        let grade = try command(["--stage", "chapter2/AFTER"])

        XCTAssertEqual([grade.appChapter, grade.appStage], ["chapter2", "After"])
        XCTAssertFalse(grade.stageZero)
        XCTAssertEqual(grade.tests, sut.root.appendingPathComponent("Chapters/chapter2/Tests/AfterCharacterization"))
        XCTAssertEqual(grade.variant, "reference-chapter2-after")
    }

    func test_init_badArguments_sayWhyInOneLine() {
        XCTAssertEqual(failure(["--stage", "chapter1/middle"]), "--stage needs chapterN/before or chapterN/after (got 'chapter1/middle')")
        XCTAssertEqual(failure(["--reference", "--tests", "x"]), "--reference and --tests exclude each other")
        XCTAssertEqual(failure(["--tests", "nowhere"]), "--tests: no folder nowhere")
        XCTAssertEqual(failure(["chapter1"]), "chapter1 is checked by ./Scripts/check chapter1; grade grades chapter0")
        XCTAssertEqual(failure(["chapter0", "chapter1"]), "one chapter at a time: got 'chapter0' and 'chapter1'")
        XCTAssertEqual(failure([], environment: ["WORKBOOK_GRADE_JOBS": "0"]), "WORKBOOK_GRADE_JOBS must be a whole number of 1 or more (it is '0')")
        XCTAssertEqual(failure([], environment: ["WORKBOOK_GRADE_LIMIT": "99999999999999999999999"]),
                       "WORKBOOK_GRADE_LIMIT is at most 86400 seconds, a day (it is '99999999999999999999999')")
        XCTAssertEqual(failure([], environment: ["WORKBOOK_GRADE_FOLDER": "../w1"]),
                       "WORKBOOK_GRADE_FOLDER must be a folder name of letters, digits, - and _ (it is '../w1')")
    }

    func test_init_noAppLine_isOneLine() throws {
        let registry = sut.root.appendingPathComponent("Chapters/chapters.registry")
        let text = try String(contentsOf: registry, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "chapter0.app        chapter1 Before\n", with: "").utf8).write(to: registry)

        XCTAssertEqual(failure([]), "Chapters/chapters.registry has no 'chapter0.app' line (chapterN Before)")
    }

    func test_init_anAppLineThatNamesNoStage_isOneLine() throws {
        let registry = sut.root.appendingPathComponent("Chapters/chapters.registry")
        let text = try String(contentsOf: registry, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "chapter0.app        chapter1 Before", with: "chapter0.app        chapter1 Middle").utf8).write(to: registry)

        XCTAssertEqual(failure([]), "Chapters/chapters.registry's 'chapter0.app chapter1 Middle' names no stage (e.g. 'chapter1 Before')")
    }

    func test_init_withAGradeFolder_gradesTheLearnersTestsThereToo() throws {
        let sut = try command([], environment: ["WORKBOOK_GRADE_FOLDER": "integrity-worker-1"])

        XCTAssertEqual(sut.sharedFolder, "integrity-worker-1")
        XCTAssertEqual(sut.variant, "chapter0")
    }

    func test_runLimit_tenSecondsAndThreeTimesTheRealAppsRunInWholeSeconds() {
        XCTAssertEqual([0, 1, 1000, 20_345].map { GradeCommand.runLimit(realAppMilliseconds: $0) }, [10, 13, 13, 73])
    }
}
