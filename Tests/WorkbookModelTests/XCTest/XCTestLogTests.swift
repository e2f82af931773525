import XCTest
@testable import WorkbookModel

final class XCTestLogTests: XCTestCase {
    func test_cases_linuxAndMacOSForms_readAsClassDotTest() {
        let sut = XCTestLog(text: """
            Test Case 'LoginTests.test_a' passed (0.012 seconds)
            Test Case '-[Chapter1AfterGoalsTests.LoginTests test_b]' failed (0.020 seconds).
            Test Case 'Module.LoginTests.test_c' passed (1 seconds)
            """)

        XCTAssertEqual(sut.cases, [
            TestCase(name: "LoginTests.test_a", outcome: "passed", seconds: "0.012"),
            TestCase(name: "LoginTests.test_b", outcome: "failed", seconds: "0.020"),
            TestCase(name: "LoginTests.test_c", outcome: "passed", seconds: "1"),
        ])
    }

    func test_cases_aMacOSRunsLog_readsEachTestAndItsOutcome() throws {
        let sut = XCTestLog(text: try fixture("stage-runs/macos-fail/test.log"))

        XCTAssertEqual(sut.cases, [
            TestCase(name: "LoginTests.test_a", outcome: "passed", seconds: "0.010"),
            TestCase(name: "LoginTests.test_b", outcome: "failed", seconds: "0.020"),
        ])
    }

    func test_failures_anErrorATestThrew_isPlacedAtNoLine() throws {
        let sut = XCTestLog(text: try fixture("stage-runs/linux-fail/test.log"))
        let paths = RepositoryPaths(root: URL(fileURLWithPath: "/r"), registry: Registry(chapters: []))

        let first = try XCTUnwrap(sut.failures.first)

        XCTAssertEqual(first.test, "GoalTests.test_api_takesConfiguration")
        XCTAssertEqual(paths.location(of: first), "(thrown)")
        XCTAssertEqual(first.message.first, "failed: caught error: \"badURL\"")
    }

    private func fixture(_ path: String) throws -> String {
        try String(contentsOf: ExpectedOutputTests.fixtures.appendingPathComponent(path), encoding: .utf8)
    }

    func test_cases_linesThatOnlyLookLikeResults_areNotCounted() {
        // A test's own print of something like a result line, a quote in the name, no seconds.
        let sut = XCTestLog(text: """
              Test Case 'LoginTests.test_a' passed (0.012 seconds)
            Test Case 'Login'Tests.test_a' passed (0.012 seconds)
            Test Case 'LoginTests.test_a' passed
            Test Case 'LoginTests.test_a' passed (soon seconds)
            Test Case 'plain' passed (0.1 seconds)
            """)

        XCTAssertEqual(sut.cases, [])
    }

    func test_crashed_moreStartedThanFinished_isTheLastToStart() {
        let sut = XCTestLog(text: """
            Test Case 'T.test_a' started at 2026-01-01 10:00:00.000
            Test Case 'T.test_a' skipped (0.001 seconds)
            Test Case 'T.test_b' started at 2026-01-01 10:00:00.000
            Test Case 'T.test_b' passed (0.001 seconds)
            Test Case 'T.test_c' started at 2026-01-01 10:00:00.000
            """)

        XCTAssertEqual(sut.crashed, "T.test_c")
        XCTAssertEqual(sut.skipped, 1)
    }

    func test_crashed_everyStartedFinished_isNil() {
        let sut = XCTestLog(text: "Test Case 'T.test_a' started.\nTest Case 'T.test_a' skipped (0.001 seconds).\n")

        XCTAssertNil(sut.crashed)
    }

    func test_summarised_onlyTheCountSummedUp() {
        let sut = XCTestLog(text: "\t Executed 1 test, with 0 failures (0 unexpected) in 0.1 (0.1) seconds\n")

        XCTAssertTrue(sut.summarised(1))
        XCTAssertFalse(sut.summarised(2))
    }

    func test_failures_messageRunsToTheNextTestOrFailure() {
        let sut = XCTestLog(text: """
            /r/A.swift:3: error: T.test_a : XCTAssertTrue failed - 
            screen
            /r/A.swift:4: error: -[M.T test_a] : second
            Test Case 'T.test_a' failed (0.1 seconds)
            after
            """)

        XCTAssertEqual(sut.failures, [
            LoggedFailure(test: "T.test_a", path: "/r/A.swift", line: 3, message: ["XCTAssertTrue failed", "screen"]),
            LoggedFailure(test: "T.test_a", path: "/r/A.swift", line: 4, message: ["second"]),
        ])
        XCTAssertEqual(sut.firstFailures.count, 1)
    }

    func test_failures_aCompilerErrorIsNoFailure() {
        XCTAssertEqual(XCTestLog(text: "/r/A.swift:3:5: error: cannot find 'x' in scope\n").failures, [])
    }

    func test_forged_unlistedAndTwice_upToThreeSorted() {
        let sut = XCTestLog(text: (["T.e", "T.d", "T.c", "T.b", "T.a", "T.a"]).map { "Test Case '\($0)' passed (0.1 seconds)" }.joined(separator: "\n"))

        XCTAssertEqual(sut.forged(listed: ["T.a", "T.b"]), "T.a, T.c, T.d, …")
        XCTAssertEqual(sut.forged(listed: []), "T.a")
        XCTAssertNil(XCTestLog(text: "Test Case 'T.a' passed (0.1 seconds)").forged(listed: ["T.a"]))
    }

    func test_swiftTestingsLines_afterXCTestsOnMacOS_countForNothing() {
        // swift test on macOS runs Swift Testing after XCTest: with no @Test in a check target,
        // its lines say so; were there one, it would be no XCTest case the listing names.
        let sut = XCTestLog(text: """
            Test Case '-[M.T test_a]' passed (0.001 seconds).
            \t Executed 1 test, with 0 failures (0 unexpected) in 0.001 (0.001) seconds
            ◇ Test run started.
            ↳ Testing Library Version: 6.3
            ✔ Test example() passed after 0.001 seconds.
            ✘ Test other() recorded an issue at T.swift:3:5: Expectation failed: false
            ✔ Test run with 1 test passed after 0.001 seconds.
            """)

        XCTAssertEqual(sut.cases.map(\.name), ["T.test_a"])
        XCTAssertEqual(sut.failures, [])
        XCTAssertTrue(sut.summarised(1))
    }
}
