import MutationReport
import XCTest

/// The counts of each status and the scores the page shows: Stryker's mutation score, and its score of the lines run.
final class StatusCountsTests: XCTestCase {
    func test_score_isTheShareCaughtRoundedDown_soAlmostAllIsNever100() {
        let sut = StatusCounts(caught: 43, missed: 1)

        let score = sut.score

        XCTAssertEqual(score, 97)
    }

    func test_score_countsTheChangesNoTestRunsAsNotCaught_andTheScoreOfTheLinesRunLeavesThemOut() {
        let sut = StatusCounts(caught: 3, missed: 1, notRun: 4)

        let scores = (sut.score, sut.scoreOfLinesRun)

        XCTAssertEqual(scores.0, 37)
        XCTAssertEqual(scores.1, 75)
    }

    func test_scores_withNothingToScore_areNil() {
        let sut = StatusCounts(notRun: 2)

        let scores = (StatusCounts().score, sut.scoreOfLinesRun)

        XCTAssertNil(scores.0)
        XCTAssertNil(scores.1)
    }

    func test_initFromStatuses_countsEachAndSumsAdd() {
        let sut = StatusCounts([.caught, .notRun, .caught, .missed])

        let sum = sut + StatusCounts(caught: 1, missed: 2, notRun: 3)

        XCTAssertEqual(sut, StatusCounts(caught: 2, missed: 1, notRun: 1))
        XCTAssertEqual(sum, StatusCounts(caught: 3, missed: 3, notRun: 4))
        XCTAssertEqual(sum.total, 10)
    }
}
