import XCTest
@testable import WorkbookModel

/// A step's cells as verify compares them with the README, from Before's two results.
final class StepVerificationTests: XCTestCase {
    func result(_ suite: String, _ status: StageStatus, _ passed: Int, _ total: Int) -> StageResult {
        StageResult(chapter: "chapter1", stage: "Before", suite: suite, status: status, passed: passed, total: total)
    }

    func test_cells_greenCharacterizationAndGoalsThatDoNotCompile_areAsCheckPrintsThem() {
        let sut = StepVerification.Cells(characterization: result("Characterization", .pass, 32, 32), goals: result("Goals", .build, 0, 0))

        XCTAssertEqual([sut.characterization, sut.goals], ["32/32", "doesn't compile yet"])
        XCTAssertTrue(sut.characterizationGreen)
    }

    func test_cells_aCrashAndACharacterizationThatDoesNotCompile_areNotGreen() {
        let crashed = StepVerification.Cells(characterization: result("Characterization", .crash, 3, 35), goals: result("Goals", .fail, 1, 5))
        let broken = StepVerification.Cells(characterization: result("Characterization", .build, 0, 0), goals: result("Goals", .crash, 0, 5))

        XCTAssertEqual([crashed.characterization, crashed.goals], ["crashed (3/35)", "1/5"])
        XCTAssertFalse(crashed.characterizationGreen)
        XCTAssertEqual([broken.characterization, broken.goals], ["doesn't compile", "crashed (0/5)"])
        XCTAssertFalse(broken.characterizationGreen)
    }

    func test_cells_noTestRan_isNotGreen() {
        let sut = StepVerification.Cells(characterization: result("Characterization", .pass, 0, 0), goals: result("Goals", .pass, 2, 2))

        XCTAssertFalse(sut.characterizationGreen)
    }

    func test_nameColumn_isTheLongestName_38AtLeast() {
        XCTAssertEqual(StepVerification.nameColumn(["short", "split-the-app-into-mybiz-login-and-uihelpers"]), 44)
        XCTAssertEqual(StepVerification.nameColumn(["short"]), 38)
    }
}
