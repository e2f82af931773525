import XCTest
@testable import WorkbookModel

final class MarkedBlockTests: XCTestCase {
    let sut = MarkedBlock(begin: "<!-- b -->", end: "<!-- e -->")

    func test_replacing_betweenTheMarkers_replacesOnlyWhatIsBetween() {
        let text = "# Title\n<!-- b -->\nold\nolder\n<!-- e -->\nafter\n"

        XCTAssertEqual(sut.replacing(in: text, with: "new\n"), "# Title\n<!-- b -->\nnew\n<!-- e -->\nafter\n")
    }

    func test_replacing_blockWithoutALastLineBreak_endsItsLastLine() {
        XCTAssertEqual(sut.replacing(in: "<!-- b -->\n<!-- e -->\n", with: "a\nb"), "<!-- b -->\na\nb\n<!-- e -->\n")
    }

    func test_replacing_noMarkers_isTheTextWithEveryLineEnded() {
        XCTAssertEqual(sut.replacing(in: "a\nb", with: "new\n"), "a\nb\n")
    }

    func test_markers_eachFoundOnlyAsAWholeLine() {
        XCTAssertTrue(sut.markers(in: "<!-- b -->\n<!-- e -->\n") == (true, true))
        XCTAssertTrue(sut.markers(in: "x <!-- b -->\n<!-- e -->\n") == (false, true))
    }
}
