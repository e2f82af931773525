@testable import MyBizBackend
import XCTest

final class ErrorResponseTests: XCTestCase {
    func test_init_statusesTheBackendAnswers_useFixedPhrases() {
        let reasons = [400, 401, 404].map { ErrorResponse(status: $0).reason }

        XCTAssertEqual(reasons, ["Bad Request", "Unauthorized", "Not Found"])
    }

    func test_init_otherStatus_capitalizesFoundationsPhrase() {
        let sut = ErrorResponse(status: 500)

        XCTAssertEqual(sut.reason, "Internal Server Error")
        XCTAssertTrue(sut.error)
    }
}
