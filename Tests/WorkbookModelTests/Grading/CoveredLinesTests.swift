import XCTest
@testable import WorkbookModel

/// `CoveredLines`: which lines of the stage the tests ran on the real app.
final class CoveredLinesTests: XCTestCase {
    private let sut = CoveredLines(text: "A.swift\t1\t0\nA.swift\t2\t0\nA.swift\t4\t0\nA.swift\t5\t3\nA.swift\t9\t0\nB.swift\t1\t0\nnot a line\n")

    func test_unrun_runsOfUnrunLines_areRangesSplitByALineThatRan() {
        XCTAssertEqual(sut.unrun(in: "A.swift"), "1–4, 9")
    }

    func test_unrun_aFileEveryLineOfWhichRan_isEmpty() {
        let sut = CoveredLines(text: "A.swift\t1\t2\nA.swift\t2\t1\n")

        XCTAssertEqual(sut.unrun(in: "A.swift"), "")
        XCTAssertEqual(sut.unrun(in: "Other.swift"), "")
    }

    func test_ran_anExecutableLine_saysWhetherItRan_andNilForOtherLines() {
        XCTAssertEqual(sut.ran(file: "A.swift", line: 5), true)
        XCTAssertEqual(sut.ran(file: "A.swift", line: 4), false)
        XCTAssertNil(sut.ran(file: "A.swift", line: 3), "line 3 is no code")
        XCTAssertNil(sut.ran(file: "C.swift", line: 1))
    }
}
