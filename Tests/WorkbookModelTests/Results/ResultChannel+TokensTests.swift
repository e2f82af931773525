import XCTest
@testable import WorkbookModel

final class ResultChannelTokensTests: XCTestCase {
    func test_newTokens_count_givesThatManyDistinctLinesOf32HexDigits() {
        let tokens = ResultChannel.newTokens(count: 3).split(separator: "\n", omittingEmptySubsequences: false)

        XCTAssertEqual(tokens.count, 4)
        XCTAssertEqual(tokens.last, "")
        XCTAssertEqual(Set(tokens.dropLast()).count, 3)
        for token in tokens.dropLast() {
            XCTAssertEqual(token.count, 32)
            XCTAssertTrue(token.allSatisfy { $0.isHexDigit && !$0.isUppercase }, String(token))
        }
    }
}
