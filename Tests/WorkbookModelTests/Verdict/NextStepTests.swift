import XCTest
@testable import WorkbookModel

final class NextStepTests: XCTestCase {
    private func line(_ results: ChapterResults, _ facts: NextStepFacts = NextStepFacts()) -> String {
        NextStep.line(for: results, facts: facts)
    }

    func test_line_notTheCode_comesFirstAndBlamesNoOne() {
        let results = VerdictTests.results(.build, .build, .fail, .pass, crash: CrashNote(kind: "not the code", message: "the disk is full"))

        XCTAssertEqual(line(results), "Next: not your code — the disk is full.")
    }

    func test_line_afterEditedInGit_saysUndoThere() {
        XCTAssertEqual(line(VerdictTests.results(.pass, .pass, .fail), NextStepFacts(afterChangedInGit: true)),
                       "Next: After is the reference and must stay green — undo your edits there: git checkout -- Chapters/chapter1/After")
    }

    func test_line_afterHung_suggestsALongerTimeLimit() {
        XCTAssertTrue(line(VerdictTests.results(.pass, .pass, .pass, .hung)).contains("--time-limit 600"))
    }

    func test_line_damagedBuildFolder_saysRemoveIt() {
        let results = VerdictTests.results(.build, .build, crash: CrashNote(kind: "build folder"))

        XCTAssertEqual(line(results), "Next: rm -rf .build-check (the build folder is damaged, not your code), then ./Scripts/check chapter1")
    }

    func test_line_deadlockCrash_explainsMainSync() {
        let results = VerdictTests.results(.crash, .fail, crash: CrashNote(kind: "crash", message: "deadlock detected"))

        XCTAssertTrue(line(results).hasPrefix("Next: a DispatchQueue.main.sync on the main thread waits for itself"))
    }

    func test_line_hungWithoutTest_saysATest() {
        XCTAssertTrue(line(VerdictTests.results(.hung, .fail)).hasPrefix("Next: a test never finished"))
    }

    func test_line_goalsRed_prefersPristineThenStepsThenCount() {
        let results = VerdictTests.results(.pass, .fail)

        XCTAssertEqual(line(results, NextStepFacts(beforePristine: true, stepLine: "x")), "Next: Chapters/chapter1/README.md step 1, or ./Scripts/hint chapter1")
        XCTAssertEqual(line(results, NextStepFacts(stepLine: "You seem to be at step 2 of 5")), "You seem to be at step 2 of 5")
        XCTAssertEqual(line(results, NextStepFacts(stepCount: 5)), "Next: the next of the 5 steps in Chapters/chapter1/README.md, or ./Scripts/hint chapter1")
    }

    func test_line_goalCrashed_saysAStepIsUnfinished() {
        XCTAssertTrue(line(VerdictTests.results(.pass, .crash)).hasPrefix("Next: a goal test crashed on your Before"))
    }

    func test_line_done_namesTheNextChapterOrTheLast() {
        let results = VerdictTests.results(.pass, .pass)

        XCTAssertTrue(line(results, NextStepFacts(nextChapter: "chapter2")).hasSuffix("next: ./Scripts/check chapter2"))
        XCTAssertTrue(line(results).hasSuffix("that was the last chapter."))
    }
}
