import Foundation
import XCTest
@testable import WorkbookModel

/// A log's failures as grade shows them.
final class XCTestLogShownTests: XCTestCase {
    private let paths = RepositoryPaths(root: URL(fileURLWithPath: "/r"), registry: Registry(chapters: []))

    func test_shown_aTestWithTwoFailures_showsEachWholeInOrder() {
        // Two combination tables verified in one test: each failure its table and the mv that approves it.
        let log = """
            Test Case 'RuleTests.test_rules' started at 2026-01-01 10:00:00.000
            /r/Chapters/chapter0/Tests/RuleTests.swift:5: error: RuleTests.test_rules : failed - No approved table yet (test_rules.approved.txt). Received, 1 combinations:
            ("@") => true
            Read it: to pin what the code does, approve it: mv "a.received.txt" "a.approved.txt"
            /r/Chapters/chapter0/Tests/RuleTests.swift:6: error: RuleTests.test_rules : failed - No approved table yet (test_rules.2.approved.txt). Received, 1 combinations:
            ("ab") => false
            Read it: to pin what the code does, approve it: mv "a.2.received.txt" "a.2.approved.txt"
            Test Case 'RuleTests.test_rules' failed (0.001 seconds)
            """

        let shown = XCTestLog(text: log).shown(30, paths: paths).map { $0 + "\n" }.joined()

        XCTAssertEqual(shown, """
            ✗ RuleTests.test_rules — Chapters/chapter0/Tests/RuleTests.swift:5: failed - No approved table yet (test_rules.approved.txt). Received, 1 combinations:
                ("@") => true
                Read it: to pin what the code does, approve it: mv "a.received.txt" "a.approved.txt"
            ✗ RuleTests.test_rules — Chapters/chapter0/Tests/RuleTests.swift:6: failed - No approved table yet (test_rules.2.approved.txt). Received, 1 combinations:
                ("ab") => false
                Read it: to pin what the code does, approve it: mv "a.2.received.txt" "a.2.approved.txt"

            """)
    }

    func test_shown_aLongMessage_showsItsFirstLineAndAtMostNMore() {
        let log = "/r/T.swift:3: error: T.test_a : XCTAssertEqual failed\none\ntwo\nthree\nTest Case 'T.test_a' failed (0.001 seconds)\n"

        let shown = XCTestLog(text: log).shown(2, paths: paths).map { $0 + "\n" }.joined()

        XCTAssertEqual(shown, "✗ T.test_a — T.swift:3: XCTAssertEqual failed\n    one\n    two\n")
    }

    func test_shown_noFailure_isNothing() {
        XCTAssertEqual(XCTestLog(text: "Test Case 'T.test_a' passed (0.001 seconds)\n").shown(30, paths: paths), [])
    }
}
