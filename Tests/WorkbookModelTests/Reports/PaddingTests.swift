import XCTest
@testable import WorkbookModel

/// printf's `%-Ns`, by characters: the table columns of check, map and step verify.
final class PaddingTests: XCTestCase {
    func test_padded_widensToItsCharactersNotItsBytes() {
        XCTAssertEqual(padded("2/2 ✓", 8), "2/2 ✓   ")
        XCTAssertEqual(padded("longer than", 4), "longer than")
    }
}
