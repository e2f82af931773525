import XCTest
@testable import WorkbookModel

final class BenchReportTests: XCTestCase {
    func test_table_eachRowsMedianBesideItsBudget() {
        let sut = BenchReport(text: """
            check-unchanged\tcheck chapter1, nothing changed, median of 3\t180,170,230\t
            check-edit\tcheck chapter1, one-line edit in Before, median of 3\t3400,3100,2900\t
            first-check\t  first check of chapter1 in the copy (warm if built before)\t\tinfo
            fresh-clone\tfresh clone to green swift test\t\t

            """)

        XCTAssertEqual(sut.table(.plain), """
            Budget (WORKBOOK.md)                                 Measured     Budget
            check chapter1, nothing changed, median of 3         180 ms       under 200 ms   ✓
            check chapter1, one-line edit in Before, median of 3 3.1 s        under 3 s      ✗ over
              first check of chapter1 in the copy (warm if built before) not measured                (for comparison)
            fresh clone to green swift test                      not measured under 120 s    ✗ not measured

            """)
    }

    func test_table_rowWithANote_showsItAfterTheVerdict() {
        let sut = BenchReport(text: "grade-warm\twarm\t1500,1700,1600\t\tcaught: 25 of 25, 25 of 25\n")

        XCTAssertEqual(sut.table(.plain).split(separator: "\n").last,
                       "warm                                                 1.6 s        under 2 s      ✓   caught: 25 of 25, 25 of 25")
    }

    func test_exitStatus_everyBudgetMet_is0() {
        XCTAssertEqual(BenchReport(text: "map\tmap chapter1\t800,900\t\ncheck-edit\tagainst\t9000\tinfo\n").exitStatus, 0)
    }

    func test_exitStatus_oneOverOrNotMeasured_is1() {
        XCTAssertEqual(BenchReport(text: "map\tmap chapter1\t1800\t\n").exitStatus, 1)
        XCTAssertEqual(BenchReport(text: "map\tmap chapter1\t\t\n").exitStatus, 1)
    }

    func test_shown_secondsWithOneDecimal() {
        XCTAssertEqual(Budget.firstCheck.shown(32_449), "32.4 s")
        XCTAssertEqual(Budget.firstCheck.shown(32_450), "32.5 s")
        XCTAssertEqual(Budget.loginTest.shown(7), "7 ms")
    }
}
