import Foundation
@testable import HeadlessUIKitTesting
import XCTest

/// Combination approvals: the table of every combination, and the approved and received files it is compared through.
///
/// The files are tested through `ApprovalFiles.compare`, which returns the
/// failure message instead of failing the test (corelibs XCTest has no
/// `XCTExpectFailure`), in a temporary folder.
final class CombinationApprovalTests: XCTestCase {
    private var folder: URL!
    private var sut: ApprovalFiles!

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("CombinationApprovalTests-\(UUID().uuidString)")
        sut = ApprovalFiles(forTestFileAt: folder.appendingPathComponent("Rules/RuleTests.swift").path, testName: "test_rule()")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        folder = nil
        sut = nil
        super.tearDown()
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func contents(of url: URL) -> String? {
        try? String(contentsOf: url, encoding: .utf8)
    }

    // MARK: - The table

    func test_table_ofOneInput_isALineEachWithInputsAndResultsAsSwiftWritesThem() {
        let table = CombinationTable({ (text: String) in text.count > 2 ? Optional(text.count) : nil }, ["ab", "abc"])

        XCTAssertEqual(table.text, "(\"ab\") => nil\n(\"abc\") => Optional(3)")
    }

    func test_table_ofTwoInputs_isEveryCombinationTheFirstVaryingSlowest() {
        let table = CombinationTable({ (a: String, b: Int) in a.count == b }, ["a", "bb"], [1, 2])

        XCTAssertEqual(table.lines, ["(\"a\", 1) => true", "(\"a\", 2) => false", "(\"bb\", 1) => false", "(\"bb\", 2) => true"])
    }

    func test_table_ofThreeInputs_hasTheProductOfTheirCounts() {
        let table = CombinationTable({ (a: Int, b: Int, c: Int) in a + b + c }, [1, 2], [10, 20, 30], [100])

        XCTAssertEqual(table.lines.count, 6)
        XCTAssertEqual(table.lines.last, "(2, 30, 100) => 132")
    }

    func test_table_whenTheFunctionThrows_saysErrorForThatCombination() {
        struct Refused: Error {}
        let table = CombinationTable({ (n: Int) throws -> Int in if n < 0 { throw Refused() }; return n }, [-1, 1])

        XCTAssertEqual(table.lines, ["(-1) => error: Refused()", "(1) => 1"])
    }

    // MARK: - Where the files are

    func test_files_areInApprovalsBesideTheTestFileNamedAfterTheTest() {
        XCTAssertEqual(sut.approved.path, folder.appendingPathComponent("Rules/__Approvals__/RuleTests/test_rule.approved.txt").path)
        XCTAssertEqual(sut.received.path, folder.appendingPathComponent("Rules/__Approvals__/RuleTests/test_rule.received.txt").path)
    }

    func test_files_ofATestsSecondAndThirdVerification_areNumberedTheFirstKeepsTheTestsName() {
        let first = ApprovalFiles(forTestFileAt: folder.appendingPathComponent("Rules/RuleTests.swift").path, testName: "test_rule()", verification: 1)
        let second = ApprovalFiles(forTestFileAt: folder.appendingPathComponent("Rules/RuleTests.swift").path, testName: "test_rule()", verification: 2)
        let third = ApprovalFiles(forTestFileAt: folder.appendingPathComponent("Rules/RuleTests.swift").path, testName: "test_rule()", verification: 3)

        XCTAssertEqual(first.approved, sut.approved)
        XCTAssertEqual(second.approved.lastPathComponent, "test_rule.2.approved.txt")
        XCTAssertEqual(second.received.lastPathComponent, "test_rule.2.received.txt")
        XCTAssertEqual(third.approved.lastPathComponent, "test_rule.3.approved.txt")
        XCTAssertEqual(third.approved.deletingLastPathComponent(), sut.approved.deletingLastPathComponent())
    }

    // MARK: - Comparing with the approved file

    func test_compare_withNoApprovedFile_failsWithTheTableAndWritesItAsReceived() {
        let failure = sut.compare("(\"@\") => true")

        XCTAssertEqual(failure, "No approved table yet (test_rule.approved.txt). Received, 1 combinations:\n(\"@\") => true\n"
            + "Read it: to pin what the code does, approve it: mv \"\(sut.received.path)\" \"\(sut.approved.path)\"")
        XCTAssertEqual(contents(of: sut.received), "(\"@\") => true\n")
    }

    func test_compare_withTheSameApprovedTable_passesAndRemovesAReceivedFileLeftOver() throws {
        try write("(\"@\") => true\n", to: sut.approved)
        try write("old\n", to: sut.received)

        let failure = sut.compare("(\"@\") => true")

        XCTAssertNil(failure)
        XCTAssertNil(contents(of: sut.received))
    }

    func test_compare_withAnotherApprovedTable_failsWithTheDiffAndTheCommandThatApproves() throws {
        try write("(\"@\") => true\n(\"a\") => false\n", to: sut.approved)

        let failure = sut.compare("(\"@\") => false\n(\"a\") => false")

        XCTAssertEqual(failure, "The table differs from the approved one (- approved, + received):\n"
            + "- (\"@\") => true\n+ (\"@\") => false\n  (\"a\") => false\n"
            + "The code's behaviour changed, or the approved file was edited. To pin the received table instead, "
            + "approve it: mv \"\(sut.received.path)\" \"\(sut.approved.path)\"")
        XCTAssertEqual(contents(of: sut.received), "(\"@\") => false\n(\"a\") => false\n")
    }

    func test_compare_withAnApprovedTableOfOtherInputs_saysItIsAnotherTableNotAChangedBehaviour() throws {
        // An approved file from when a test's two verifications shared one: it holds the other one's table.
        try write("(\"aB\") => false\n(\"abC\") => true\n", to: sut.approved)

        let failure = sut.compare("(\"@\") => true\n(\"a\") => false")

        XCTAssertEqual(failure, "The table differs from the approved one (- approved, + received):\n"
            + "- (\"aB\") => false\n- (\"abC\") => true\n+ (\"@\") => true\n+ (\"a\") => false\n"
            + "The approved table has other inputs: the test's inputs changed, or the file approves another verification "
            + "(before each verifyAllCombinations call had files of its own, a test's calls shared one). To pin the received table instead, "
            + "approve it: mv \"\(sut.received.path)\" \"\(sut.approved.path)\"")
    }

    func test_approving_byMovingTheReceivedFile_makesTheNextComparePass() throws {
        _ = sut.compare("(1) => 2")

        try FileManager.default.moveItem(at: sut.received, to: sut.approved)

        XCTAssertNil(sut.compare("(1) => 2"))
    }

    // MARK: - Several verifications in one test

    func test_failure_twoVerificationsOfOneTest_eachShowsItsTableAndApprovesItWithItsMv() throws {
        let testFile = folder.appendingPathComponent("Rules/RuleTests.swift").path
        let testName = "test_rules_\(UUID().uuidString)()"
        let isEmail = CombinationTable({ (text: String) in text.contains("@") }, ["@", "a"])
        let isValidPassword = CombinationTable({ (text: String) in text.count > 2 }, ["ab", "abc"])

        let emailFailure = try XCTUnwrap(CombinationApproval.failure(of: isEmail, testFile: testFile, testName: testName))
        let passwordFailure = try XCTUnwrap(CombinationApproval.failure(of: isValidPassword, testFile: testFile, testName: testName))
        for failure in [emailFailure, passwordFailure] { try approve(byRunningTheMvIn: failure) }

        XCTAssertTrue(emailFailure.contains("(\"@\") => true\n(\"a\") => false\n"), emailFailure)
        XCTAssertTrue(passwordFailure.contains("(\"ab\") => false\n(\"abc\") => true\n"), passwordFailure)
        XCTAssertEqual(contents(of: ApprovalFiles(forTestFileAt: testFile, testName: testName, verification: 1).approved), isEmail.text + "\n")
        XCTAssertEqual(contents(of: ApprovalFiles(forTestFileAt: testFile, testName: testName, verification: 2).approved), isValidPassword.text + "\n")
    }

    func test_failure_aTestRunAgainAfterItsTablesWereApproved_passesEachVerification() throws {
        let testFile = folder.appendingPathComponent("Rules/RuleTests.swift").path
        let isEmail = CombinationTable({ (text: String) in text.contains("@") }, ["@", "a"])
        let isValidPassword = CombinationTable({ (text: String) in text.count > 2 }, ["ab", "abc"])
        try write(isEmail.text + "\n", to: ApprovalFiles(forTestFileAt: testFile, testName: "test_rules()", verification: 1).approved)
        try write(isValidPassword.text + "\n", to: ApprovalFiles(forTestFileAt: testFile, testName: "test_rules()", verification: 2).approved)
        // A run of its own: the test's name, new to this process's counts.
        let testName = "test_rules_\(UUID().uuidString)()"
        for verification in [1, 2] {
            try FileManager.default.copyItem(at: ApprovalFiles(forTestFileAt: testFile, testName: "test_rules()", verification: verification).approved,
                                             to: ApprovalFiles(forTestFileAt: testFile, testName: testName, verification: verification).approved)
        }

        XCTAssertNil(CombinationApproval.failure(of: isEmail, testFile: testFile, testName: testName))
        XCTAssertNil(CombinationApproval.failure(of: isValidPassword, testFile: testFile, testName: testName))
    }

    /// Runs the `mv "received" "approved"` a failure ends with, as a learner would.
    private func approve(byRunningTheMvIn failure: String) throws {
        let command = try XCTUnwrap(failure.range(of: "mv \"").map { String(failure[$0.upperBound...]) }, failure)
        let paths = command.components(separatedBy: "\" \"")
        XCTAssertEqual(paths.count, 2, command)
        try FileManager.default.moveItem(atPath: paths[0], toPath: String(paths[1].dropLast()))
    }

    func test_compare_withAStagingFolder_writesTheReceivedThereAndLeavesTheTestsFolderAlone() throws {
        let staging = folder.appendingPathComponent("staging").path

        let failure = sut.compare("(1) => 2", stagingFolder: staging)

        XCTAssertNotNil(failure)
        XCTAssertNil(contents(of: sut.received))
        XCTAssertEqual(contents(of: URL(fileURLWithPath: staging + sut.received.path)), "(1) => 2\n")
    }

    func test_compare_withAStagingFolderAndAMatch_keepsAReceivedFileLeftOver() throws {
        try write("(1) => 2\n", to: sut.approved)
        try write("old\n", to: sut.received)

        XCTAssertNil(sut.compare("(1) => 2", stagingFolder: folder.appendingPathComponent("staging").path))
        XCTAssertEqual(contents(of: sut.received), "old\n")
    }
}
