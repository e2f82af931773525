import XCTest
@testable import WorkbookModel

final class TestFailureTests: XCTestCase {
    func test_read_failed_eachFailureWithItsWholeMessage() {
        let text = "F\tLoginTests.test_a\tChapters/chapter1/Tests/A.swift:3\nM\tNo button \"Sign In\"\nM\tUIWindow\r\nM\t\tUIButton\nF\tLoginTests.test_b\tLoginTests.test_b\nM\tthrown\n"

        let sut = TestFailure.read(failed: text)

        XCTAssertEqual(sut, [
            TestFailure(test: "LoginTests.test_a", location: "Chapters/chapter1/Tests/A.swift:3", message: "No button \"Sign In\"\nUIWindow\r\n\tUIButton"),
            TestFailure(test: "LoginTests.test_b", location: "LoginTests.test_b", message: "thrown"),
        ])
    }

    func test_read_nothingFailed_isEmpty() {
        XCTAssertEqual(TestFailure.read(failed: ""), [])
    }

    func test_json_failures_laidOutAsCheckHasAlwaysPrintedThem() {
        let result = StageResult(chapter: "chapter1", stage: "Before", suite: "Goals", status: .fail, passed: 0, total: 1,
                                 failures: [TestFailure(test: "T.test_a", location: "A.swift:3", message: "one\ntwo \"q\"")])

        XCTAssertEqual(CheckReport.json(result), """
            {"stage": "before", "suite": "goals", "scope": "chapter1-before-goals", "status": "fail", "compiles": true, "passed": 0, "total": 1, "details": [],
                 "failures": [
                  {"test": "T.test_a", "location": "A.swift:3", "message": "one\\ntwo \\"q\\""}],
                 "stopped_in": null, "crash": null, "log": null}
            """)
    }
}
