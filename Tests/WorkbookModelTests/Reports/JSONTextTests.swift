import XCTest
@testable import WorkbookModel

final class JSONTextTests: XCTestCase {
    func test_line_quotesBackslashesAndBreaks_escapedOrSpaced() {
        XCTAssertEqual(JSONText.line("a \"q\" \\ b\tc\nd\u{1B}e"), "\"a \\\"q\\\" \\\\ b c de\"")
    }

    func test_text_breaksTabsReturns_escaped_otherControlsGone() {
        XCTAssertEqual(JSONText.text("one\ntwo\tthree\r\u{7}"), "\"one\\ntwo\\tthree\\r\"")
    }

    func test_lineOrNull_nothing_isNull() {
        XCTAssertEqual(JSONText.lineOrNull(nil), "null")
        XCTAssertEqual(JSONText.lineOrNull(""), "null")
    }
}
