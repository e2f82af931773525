import XCTest
@testable import WorkbookModel

/// What can be seen of a chapter's steps without building, on a copy of Fixtures/repos/scripts
/// (chapter1: three steps that turn its Before into its After).
final class StepProblemsTests: XCTestCase {
    var repository: ScriptRun!

    override func setUpWithError() throws {
        repository = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
    }

    override func tearDown() {
        repository.remove()
    }

    func sut(_ chapter: String = "chapter1") throws -> StepProblems {
        let git = try XCTUnwrap(ToolRun.find("git"), "git is on PATH")
        return StepProblems(steps: ChapterSteps(chapter: chapter, root: repository.root), git: git, path: ProcessInfo.processInfo.environment["PATH"])
    }

    func test_all_stepsThatHold_isNone() throws {
        XCTAssertEqual(try sut().all(), [])
    }

    func test_all_noPatches_saysSoAlone() throws {
        XCTAssertEqual(try sut("chapter2").all(), ["no patches in Chapters/chapter2/Steps/"])
    }

    func test_all_aMisnumberedPatchAndAStepWithoutItsExpectedLine_namesEach() throws {
        let steps = repository.root.appendingPathComponent("Chapters/chapter1/Steps")
        try FileManager.default.moveItem(at: steps.appendingPathComponent("03-read-it-again.patch"), to: steps.appendingPathComponent("04-read-it-again.patch"))
        let readme = repository.root.appendingPathComponent("Chapters/chapter1/README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        try text.replacingOccurrences(of: "   *Expected:* Before characterization 2/2, goals 1/2.\n", with: "").write(to: readme, atomically: true, encoding: .utf8)

        XCTAssertEqual(try sut().all(), [
            "README.md step 1 has no '*Expected:* Before characterization x/y, goals x/y.' line",
            "Chapters/chapter1/Steps/04-read-it-again.patch is step 3: name it 03-read-it-again.patch",
        ])
    }

    func test_all_anAfterTheStepsDoNotReach_saysHowFarAndWhatToRun() throws {
        try "let extra = 1\n".write(to: repository.root.appendingPathComponent("Chapters/chapter1/After/Extra/More.swift"), atomically: true, encoding: .utf8)

        XCTAssertEqual(try sut().all(), ["Before with all 3 steps applied is not After (1 line differs): ./Scripts/step record chapter1"])
    }

    func test_all_aStepThatNoLongerApplies_saysWhichAndStopsApplying() throws {
        try "something else\n".write(to: repository.root.appendingPathComponent("Chapters/chapter1/Before/API.swift"), atomically: true, encoding: .utf8)

        let problems = try sut().all()

        XCTAssertEqual(problems.count, 1, "\(problems)")
        XCTAssertTrue(problems[0].hasPrefix("step 1 (01-give-api-its-server.patch) does not apply after step 0: "), problems[0])
    }
}
