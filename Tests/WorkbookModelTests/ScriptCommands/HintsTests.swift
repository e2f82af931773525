import XCTest
@testable import WorkbookModel

final class HintsTests: XCTestCase {
    func test_init_headingsAndBodies_withoutTheBlankLinesAround() {
        let sut = Hints(markdown: "# Hints\n\nintro\n## Hint 1 — A\n\n  \nOne.\n### Sub\n\n## Hint 2 — B\nTwo.\n# End\nafter\n## Not a hint\nnope\n")

        XCTAssertEqual(sut.hints, [Hints.Hint(heading: "Hint 1 — A", body: ["One.", "### Sub"]),
                                   Hints.Hint(heading: "Hint 2 — B", body: ["Two."])])
        XCTAssertEqual(sut.count, 2)
    }

    func test_init_headingAlone_hasNoBody() {
        XCTAssertEqual(Hints(markdown: "##  Hint 7\n\n").hints, [Hints.Hint(heading: "Hint 7", body: [])])
    }

    func test_init_noHintHeading_hasNoHints() {
        XCTAssertEqual(Hints(markdown: "## Hints\n## Hint one\n#Hint 1\n").count, 0)
    }
}
