import XCTest
@testable import WorkbookModel

final class TestFailureTests: XCTestCase {
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
