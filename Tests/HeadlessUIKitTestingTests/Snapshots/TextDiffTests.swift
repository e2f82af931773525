import HeadlessUIKitTesting
import XCTest

/// `TextDiff`: the line diff a failing snapshot prints, `-` for the snapshot's lines and `+` for the current ones.
final class TextDiffTests: XCTestCase {
    func test_init_withEqualTexts_hasNoLines() {
        let sut = TextDiff(expected: "a\nb", actual: "a\nb")

        XCTAssertEqual(sut.lines, [])
        XCTAssertEqual(sut.text, "")
    }

    func test_init_withAChangedLine_listsTheExpectedLineThenTheActualOne() {
        let sut = TextDiff(expected: "title\nold\nfooter", actual: "title\nnew\nfooter")

        XCTAssertEqual(sut.lines, ["  title", "- old", "+ new", "  footer"])
    }

    func test_init_withAnAddedLine_marksItWithPlus() {
        let sut = TextDiff(expected: "a\nc", actual: "a\nb\nc")

        XCTAssertEqual(sut.lines, ["  a", "+ b", "  c"])
    }

    func test_init_withARemovedLine_marksItWithMinus() {
        let sut = TextDiff(expected: "a\nb\nc", actual: "a\nc")

        XCTAssertEqual(sut.lines, ["  a", "- b", "  c"])
    }

    func test_init_withAMovedBlock_keepsTheLongestRunOfCommonLines() {
        let sut = TextDiff(expected: "x\na\nb\nc", actual: "a\nb\nc\nx")

        XCTAssertEqual(sut.lines, ["- x", "  a", "  b", "  c", "+ x"])
    }

    func test_text_ofADiff_isItsLinesJoinedByNewlines() {
        let sut = TextDiff(expected: "a", actual: "b")

        let text = sut.text

        XCTAssertEqual(text, "- a\n+ b")
    }
}
