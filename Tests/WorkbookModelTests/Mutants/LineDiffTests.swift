import XCTest
@testable import WorkbookModel

final class LineDiffTests: XCTestCase {
    private func added(_ old: String, _ new: String) -> [Int] {
        LineDiff(old: Array(old.utf8), new: Array(new.utf8)).added
    }

    func test_added_linesInsertedAndChanged_areTheNewOnes() {
        XCTAssertEqual(added("a\nb\nc\n", "a\nx\nb\nc\ny\n"), [1, 4])
        XCTAssertEqual(added("a\nb\nc\n", "a\nB\nc\n"), [1])
        XCTAssertEqual(added("a\nb\n", "a\n"), [])
    }

    func test_added_newFile_isEveryLine() {
        XCTAssertEqual(added("", "a\nb\n"), [0, 1])
    }

    func test_added_lastLineWithoutItsNewline_differs() {
        XCTAssertEqual(added("a\nb", "a\nb\n"), [1])
    }

    func test_added_aRepeatedLine_isTheLastOfItsRun() {
        // diff adds the second "}" of "}\n}" after the first, not before it.
        XCTAssertEqual(added("f {\n}\n", "f {\n}\n}\n"), [2])
        XCTAssertEqual(added("a\nb\n", "a\nb\na\nb\n"), [2, 3])
    }
}
