import Foundation
import XCTest
@testable import WorkbookModel

/// Where a Before is among a chapter's steps' states on disk (a temporary repository of two
/// steps), by the text alone or with Before's cells.
final class StepPositionJudgingTests: XCTestCase {
    private var repository: TemporaryRepository!

    override func setUpWithError() throws {
        repository = try TemporaryRepository()
        try repository.write("Chapters/chapters.registry", "chapter1.title    One\nchapter1.suites   Login\n")
        try repository.writeTwoSteps()
    }

    override func tearDown() {
        repository.remove()
    }

    func test_judge_byTheTextAlone_thenWithTheCells() throws {
        let states = repository.root.appendingPathComponent("states")

        let text = StepPosition.judge(chapter: "chapter1", states: states, root: repository.root, results: nil)
        let cells = StepPosition.judge(chapter: "chapter1", states: states, root: repository.root, results: ("2/2", "1/2"))

        XCTAssertEqual(text?.tabLine, "1\t2\tnear\t3\n")
        XCTAssertEqual(cells?.tabLine, "1\t2\ttests\t3\n")
    }

    func test_judge_noStates_isNil() {
        XCTAssertNil(StepPosition.judge(chapter: "chapter1", states: repository.root.appendingPathComponent("nowhere"), root: repository.root, results: nil))
    }
}
