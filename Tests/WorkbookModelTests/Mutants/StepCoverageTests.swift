import XCTest
@testable import WorkbookModel

final class StepCoverageTests: XCTestCase {
    func test_init_eachState_andTheStaleListedLines() {
        let lines = [StepLine(file: "A.swift", line: 3, text: "go()"), StepLine(file: "A.swift", line: 5, text: "open()"),
                     StepLine(file: "A.swift", line: 7, text: "log()"), StepLine(file: "A.swift", line: 9, text: "new()"),
                     StepLine(file: "A.swift", line: 11, text: "pinned()")]
        let listed = ListedLine.read("""
            open  A.swift: open()
            quiet A.swift: log()   --  a log line
            open  A.swift: gone()
            open  A.swift: pinned()
            """)

        let sut = StepCoverage(lines: lines, pinned: ["A.swift\t3", "A.swift\t11"], listed: listed)

        XCTAssertEqual(sut.lines, ["pinned\tA.swift:3: go()", "open\tA.swift:5: open()", "quiet\tA.swift:7: log()",
                                   "unlisted\tA.swift:9: new()", "pinned\tA.swift:11: pinned()",
                                   "stale\topen A.swift: gone()", "stale\topen A.swift: pinned()"])
        XCTAssertEqual([sut.count(.pinned), sut.count(.quiet), sut.count(.open), sut.count(.unlisted)], [2, 1, 1, 1])
    }

    func test_read_listedLines_readAsTheCatalogueWritesThem() {
        let sut = ListedLine.read("open\tF: a: b  \nquiet F: c -- why -- more\nquiet F: d--e\nopen F without colon\nopened F: x\n  open F: y\n")

        XCTAssertEqual(sut, [ListedLine(kind: .open, file: "F", text: "a: b"), ListedLine(kind: .quiet, file: "F", text: "c"),
                             ListedLine(kind: .quiet, file: "F", text: "d--e")])
    }
}
