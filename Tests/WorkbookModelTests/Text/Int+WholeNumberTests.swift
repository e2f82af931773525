import XCTest
@testable import WorkbookModel

final class IntCountOfOneOrMoreTests: XCTestCase {
    func test_init_digitsOfOneOrMore_isTheCount() {
        XCTAssertEqual(Int(countOfOneOrMore: "1"), 1)
        XCTAssertEqual(Int(countOfOneOrMore: "064"), 64)
    }

    func test_init_anythingElse_isNil() {
        for text in ["", "0", "-1", "+2", " 2", "2x", "٣", "99999999999999999999999"] {
            XCTAssertNil(Int(countOfOneOrMore: text), text)
        }
    }
}
