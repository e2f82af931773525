import XCTest
@testable import WorkbookModel

/// `MutantLocation`: where a change is, and the change as the report shows it.
final class MutantLocationTests: XCTestCase {
    func test_read_aLocationsRow_keepsItsPlaceLinesAndColumns() {
        let sut = MutantLocation.read("m\tA.swift\t21\t30\t21\t35\t    a = \"POST\"\t    a = \"GET\"\t\"GET\"\nshort\n")

        XCTAssertEqual(sut, [MutantLocation(id: "m", file: "A.swift", line: 21, before: "    a = \"POST\"", after: ["    a = \"GET\""],
                                            columns: "A.swift\t21\t30\t21\t35\t    a = \"POST\"\t    a = \"GET\"\t\"GET\"")])
    }

    func test_diff_ofAnIndentedLine_removesTheLinesOwnIndentation() {
        let sut = MutantLocation(id: "m", file: "A.swift", line: 1, before: "        retry()", after: ["        if x { return }", "        retry()"], columns: "")

        XCTAssertEqual(sut.diff.removed, "retry()")
        XCTAssertEqual(sut.diff.added, ["if x { return }", "retry()"])
    }

    func test_diff_ofALineOfSpaces_saysTheStatementIsGone() {
        let sut = MutantLocation(id: "m", file: "A.swift", line: 1, before: "    retry()", after: ["    "], columns: "")

        XCTAssertEqual(sut.diff.added, ["(nothing: the statement is gone)"])
    }

    func test_diff_aChangedLineLessIndented_keepsItWhole() {
        let sut = MutantLocation(id: "m", file: "A.swift", line: 1, before: "    a()", after: ["b()"], columns: "")

        XCTAssertEqual(sut.diff.added, ["b()"])
    }

    func test_read_noChangedLine_isNoAddedLine() {
        let sut = MutantLocation.read("m\tA.swift\t2\t1\t2\t3\tx\t\t\n")

        XCTAssertEqual(sut.first?.after, [])
        XCTAssertEqual(sut.first?.diff.added, [])
    }
}
