import XCTest
@testable import WorkbookModel

/// `IntegrityResult`: a check's line for integrity to count, with its findings as details.
final class IntegrityResultTests: XCTestCase {
    func test_lines_ofAPass_isOneLine() {
        let sut = IntegrityResult([], passed: "all good", failed: "bad")

        XCTAssertEqual(sut.lines, "pass\tall good\n")
    }

    func test_lines_ofAFailure_areItsFindingsAsDetails_aLineEach() {
        let sut = IntegrityResult([Finding(check: "c", message: "one"), Finding(check: "c", message: "two\nthree")], passed: "all good", failed: "bad")

        XCTAssertEqual(sut.lines, "fail\tbad\ndetail\tone\ndetail\ttwo\ndetail\tthree\n")
    }

    func test_each_findingsOfTheirOwn_failEachWithoutDetails() {
        let sut = IntegrityResult.each([Finding(check: "c", message: "a is missing"), Finding(check: "c", message: "b is missing")], passed: "fine")

        XCTAssertEqual(sut.map(\.lines).joined(), "fail\ta is missing\nfail\tb is missing\n")
    }

    func test_command_integrityQuestions_parse_andABadOneIsAUsageError() throws {
        XCTAssertEqual(try WorkbookCommand(arguments: ["integrity", "lessons"]).action, .integrity(.lessons))
        XCTAssertEqual(try WorkbookCommand(arguments: ["integrity", "texts", "--facts", "c"]).action, .integrity(.texts(facts: "c")))
        XCTAssertEqual(try WorkbookCommand(arguments: ["integrity", "claims", "chapter0", "--caught", "16", "--total", "44"]).action,
                       .integrity(.claims(chapter: "chapter0", caught: 16, total: 44, facts: nil)))
        XCTAssertThrowsError(try WorkbookCommand(arguments: ["integrity", "texts"]))
        XCTAssertThrowsError(try WorkbookCommand(arguments: ["integrity", "claims", "chapter0", "--caught", "x", "--total", "44"]))
        XCTAssertThrowsError(try WorkbookCommand(arguments: ["integrity", "everything"]))
    }
}
