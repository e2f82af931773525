import XCTest
@testable import WorkbookModel

/// `FinishedTests`: the tests a run finished, from XCTest's output on Linux and macOS.
final class FinishedTestsTests: XCTestCase {
    func test_init_bothForms_nameEachTestClassDotTest() {
        let log = """
            Test Case 'LoginTests.test_signIn' started at 2026-11-25 00:08:09.692
            Test Case 'LoginTests.test_signIn' passed (0.012 seconds)
            Test Case '-[Chapter1Tests.LoginTests test_fails]' failed (0.020 seconds).
            Test Case 'Module.Suite.test_skipped' skipped (0.000 seconds)
            /x/A.swift:9: error: LoginTests.test_fails : XCTAssertEqual failed
            """

        let sut = FinishedTests(log: log)

        XCTAssertEqual(sut.cases, [.init(name: "LoginTests.test_signIn", passed: true), .init(name: "LoginTests.test_fails", passed: false)])
        XCTAssertEqual(sut.failed, ["LoginTests.test_fails"])
    }

    func test_init_aLineThatOnlyLooksLikeOne_isNotATest() {
        let log = """
              Test Case 'A.test_indented' failed (0.1 seconds)
            Test Case 'A.test_noTime' failed
            Test Case 'A test with spaces' failed (0.1 seconds)
            """

        XCTAssertEqual(FinishedTests(log: log).cases, [])
    }
}
