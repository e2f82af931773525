import XCTest
@testable import WorkbookModel

/// `MutantRun`: what one of grade's runs came to, from its log, exit status and how it ended
/// (the expected outputs of every kind are in Fixtures/cases/run-outcomes-*).
final class MutantRunTests: XCTestCase {
    private let paths = RepositoryPaths(root: URL(fileURLWithPath: "/r"), registry: Registry(chapters: []))

    private func outcome(_ log: String, status: Int = 0, end: MutantRun.End = .ended, everyTest: Bool = false) -> MutantRun.Outcome {
        MutantRun(log: log, status: status, end: end, milliseconds: 5).outcome(limit: 13, everyTest: everyTest, paths: paths)
    }

    func test_outcome_aFailedAssertion_isFailedByItsTestAtItsPlace_inTheRepository() {
        let sut = outcome("Test Case 'T.test_a' started at x\n/r/Tests/T.swift:3: error: T.test_a : XCTAssertTrue failed - \nTest Case 'T.test_a' failed (0.001 seconds)\n", status: 1)

        XCTAssertEqual(sut, MutantRun.Outcome(outcome: "failed", by: "T.test_a", detail: "Tests/T.swift:3: XCTAssertTrue failed", milliseconds: 5))
    }

    func test_outcome_everyTestPassed_isMissed_andNoTestAtAll_isNone() {
        XCTAssertEqual(outcome("Test Case 'T.test_a' passed (0.001 seconds)\n").outcome, "missed")
        XCTAssertEqual(outcome("").outcome, "none")
    }

    func test_outcome_passLinesAndANonZeroStatus_isACrash_namingTheStatusAndTheTestRunning() {
        let sut = outcome("Test Case 'T.test_a' started at x\nTest Case 'T.test_a' passed (0.001 seconds)\nTest Case 'T.test_b' started at x\n/r/App/A.swift:9: Fatal error: boom\n", status: 134)

        XCTAssertEqual(sut, MutantRun.Outcome(outcome: "crashed", by: "T.test_b", detail: "App/A.swift:9: Fatal error: boom; signal 6 (SIGABRT)", milliseconds: 5))
    }

    func test_outcome_stoppedAtTheLimit_isHung_unlessEveryTestRanAndOneHadFailed() {
        let log = "Test Case 'T.test_a' started at x\n/r/T.swift:3: error: T.test_a : late\nTest Case 'T.test_a' failed (0.1 seconds)\nTest Case 'T.test_b' started at x\n"

        XCTAssertEqual(outcome(log, status: 143, end: .hung), MutantRun.Outcome(outcome: "hung", by: "T.test_b", detail: "still running after 13 s: stopped", milliseconds: 5))
        XCTAssertEqual(outcome(log, status: 143, end: .hung, everyTest: true).outcome, "failed")
        XCTAssertEqual(outcome(log, status: 143, end: .hung, everyTest: true).by, "T.test_a")
    }

    // The sneaky ones: a test's own output imitating XCTest's, or hiding a crash.
    func test_outcome_printedPassLineAfterACrash_isStillACrash() {
        let sut = outcome("Test Case 'T.test_a' started at x\nTest Case 'T.test_a' passed (0.001 seconds)\n", status: 132)

        XCTAssertEqual(sut.outcome, "crashed")
        XCTAssertEqual(sut.detail, "signal 4 (SIGILL)")
    }

    func test_outcome_escapesTabsAndLineEndsInTheDetail_areShownNotObeyed() {
        let sut = outcome("Fatal error: \u{1B}[32m✓ passed\u{1B}[0m\tand\u{07} more\r\n", status: 1)

        XCTAssertEqual(sut.detail, "Fatal error: ^[[32m✓ passed^[[0m and? more^M; exit status 1")
        XCTAssertFalse(sut.line.dropLast(2).contains("\n"))
        XCTAssertEqual(sut.line.split(separator: "\t", omittingEmptySubsequences: false).count, 4)
    }

    func test_outcome_aFailedCaseLineWithoutAnAssertion_isFailedByNoOneNamed() {
        XCTAssertEqual(outcome("Test Case 'T.test_a' failed (0.001 seconds)\n", status: 1), MutantRun.Outcome(outcome: "failed", milliseconds: 5))
    }

    func test_outcome_stoppedAtItsFirstFailure_isFailed_evenBeforeTheFailureIsWhole() {
        XCTAssertEqual(outcome("Test Case 'T.test_a' started at x\n", status: 143, end: .failed).outcome, "failed")
    }

    func test_read_aRunWithoutItsEnd_isNil_soItsOutcomeIsUnfinished() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Test Case 'T.test_a' passed (0.001 seconds)\n".write(to: folder.appendingPathComponent("m1.log"), atomically: true, encoding: .utf8)
        try "0\n".write(to: folder.appendingPathComponent("m1.status"), atomically: true, encoding: .utf8)
        try "garbled\t3\n".write(to: folder.appendingPathComponent("m2.ended"), atomically: true, encoding: .utf8)

        let sut = MutantRun.outcomes(folder: folder, names: ["m1", "m2"], limit: 13, everyTest: false, paths: paths)

        XCTAssertEqual(sut, "m1\tcrashed\t\tthe run stopped before it ended\t0\nm2\tcrashed\t\tthe run stopped before it ended\t0\n")
    }

    func test_outcomes_errorsTestsThrew_areLocatedAtTheirTestsDeclaration_orThrownWhenNotFound() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("repo-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("runs")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Tests/Things"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "class ThingTests {\n    func test_b() throws {}\n}\n".write(to: root.appendingPathComponent("Tests/Things/ThingTests.swift"), atomically: true, encoding: .utf8)
        for (name, test) in [("m1", "T.test_b"), ("m2", "T.test_gone"), ("m3", "T.test_b")] {
            try "Test Case '\(test)' started at x\n<EXPR>:0: error: \(test) : failed: caught error: \"boom\"\nTest Case '\(test)' failed (0.001 seconds)\n"
                .write(to: folder.appendingPathComponent("\(name).log"), atomically: true, encoding: .utf8)
            try "1\n".write(to: folder.appendingPathComponent("\(name).status"), atomically: true, encoding: .utf8)
            try "ended\t4\n".write(to: folder.appendingPathComponent("\(name).ended"), atomically: true, encoding: .utf8)
        }

        let sut = MutantRun.outcomes(folder: folder, names: ["m1", "m2", "m3"], limit: 13, everyTest: false,
                                     paths: RepositoryPaths(root: root, registry: Registry(chapters: [])))

        XCTAssertEqual(sut, """
        m1\tfailed\tT.test_b\tTests/Things/ThingTests.swift:2: failed: caught error: "boom"\t4
        m2\tfailed\tT.test_gone\t(thrown): failed: caught error: "boom"\t4
        m3\tfailed\tT.test_b\tTests/Things/ThingTests.swift:2: failed: caught error: "boom"\t4

        """)
    }
}
