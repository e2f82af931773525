import XCTest
@testable import WorkbookModel

final class BenchRowTests: XCTestCase {
    func test_median_oddCount_isTheMiddleSample() {
        XCTAssertEqual(BenchRow(what: "x", budget: .map, samples: [900, 120, 300]).median, 300)
    }

    func test_median_evenCount_isTheMeanOfTheMiddleTwo() {
        XCTAssertEqual(BenchRow(what: "x", budget: .map, samples: [400, 100, 200, 900]).median, 300)
    }

    func test_verdict_medianUnderTheLimit_isMet() {
        XCTAssertEqual(BenchRow(what: "x", budget: .checkUnchanged, samples: [150, 199, 400]).verdict, .met)
    }

    func test_verdict_medianAtTheLimit_isOver() {
        XCTAssertEqual(BenchRow(what: "x", budget: .checkUnchanged, samples: [200]).verdict, .over)
    }

    func test_verdict_noSamples_isNotMeasured() {
        XCTAssertEqual(BenchRow(what: "x", budget: .firstCheck, samples: []).verdict, .notMeasured)
    }

    func test_verdict_forComparison_isNeverJudged() {
        XCTAssertEqual(BenchRow(what: "x", budget: .checkUnchanged, samples: [5_000], forComparison: true).verdict, .forComparison)
    }

    func test_initLine_budgetWhatSamplesInfo_readsEach() {
        let sut = BenchRow(line: "check-edit\t  HEAD~1: check, one-line edit\t2100,2950,3100\tinfo")

        XCTAssertEqual(sut, BenchRow(what: "  HEAD~1: check, one-line edit", budget: .checkEdit, samples: [2100, 2950, 3100], forComparison: true))
    }

    func test_initLine_unknownBudget_isNoRow() {
        XCTAssertNil(BenchRow(line: "coffee\tcups\t3\t"))
    }
}
