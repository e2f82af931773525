import Foundation

/// A table verified against the file that approves it: what XCTest's `verifyAllCombinations` and Swift Testing's (a
/// `MyBizSuite`'s) report when it differs.
public enum CombinationApproval {
    /// Compares a test's next verification (its first, second… in this run) with its approved file; returns why the test
    /// fails, or `nil`.
    ///
    /// The received table goes beside the test, or under the folder that
    /// ``receivedTablesFolderVariable`` names (grade moves it into place).
    public static func failure(of table: CombinationTable, testFile: String, testName: String) -> String? {
        let verification = VerificationCounter.shared.next(testFile: testFile, testName: testName)
        let files = ApprovalFiles(forTestFileAt: testFile, testName: testName, verification: verification)
        return files.compare(table.text, stagingFolder: ProcessInfo.processInfo.environment[receivedTablesFolderVariable])
    }
}
