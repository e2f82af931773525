import Foundation
import XCTest
@testable import WorkbookModel

/// `workbook step-which`: where a Before is among the steps' states, by the text alone or
/// with Before's cells.
final class StepWhichCommandTests: XCTestCase {
    private var repository: TemporaryRepository!

    override func setUpWithError() throws {
        repository = try TemporaryRepository()
        try repository.write("Chapters/chapters.registry", "chapter1.title    One\nchapter1.suites   Login\n")
        try repository.writeTwoSteps()
    }

    override func tearDown() {
        repository.remove()
    }

    func test_init_stepWhich_readsTheStatesTheBeforeAndTheCells() throws {
        let sut = try WorkbookCommand(arguments: ["step-which", "chapter1", "--states", "s", "--before", "b", "--characterization", "2/2", "--goals", "1/2"])

        XCTAssertEqual(sut.action, .stepWhich(chapter: "chapter1", states: "s", before: "b", characterization: "2/2", goals: "1/2"))
        XCTAssertThrowsError(try WorkbookCommand(arguments: ["step-which", "chapter1", "--states", "s", "--goals", "1/2"])) { error in
            XCTAssertEqual(String(describing: error), "step-which takes --characterization and --goals together")
        }
    }

    func test_run_stepWhich_byTheTextAlone_thenWithTheCells() throws {
        let text = try WorkbookCommand(action: .stepWhich(chapter: "chapter1", states: "states", before: nil, characterization: nil, goals: nil))
            .run(root: repository.root)
        let cells = try WorkbookCommand(action: .stepWhich(chapter: "chapter1", states: "states", before: nil, characterization: "2/2", goals: "1/2"))
            .run(root: repository.root)

        XCTAssertEqual(text.output, "1\t2\tnear\t3\n")
        XCTAssertEqual(cells.output, "1\t2\ttests\t3\n")
    }

    func test_run_stepWhich_aChapterWithoutSteps_exits1() throws {
        let sut = try WorkbookCommand(action: .stepWhich(chapter: "chapter1", states: "nowhere", before: nil, characterization: nil, goals: nil))
            .run(root: repository.root)

        XCTAssertEqual(sut, WorkbookCommand.Outcome(output: "", status: 1))
    }
}
