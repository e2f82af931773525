import HeadlessUIKitTesting
import Testing

/// Combination approvals in Swift Testing: the same tables, approved files and `mv` commands as XCTest's
/// `verifyAllCombinations`, reported as Swift Testing's issues.
///
/// XCTest's `verifyAllCombinations` fails through `XCTFail`, which Swift
/// Testing does not hear: in a `@Test` function its failures would pass
/// unseen. Inside a `MyBizSuite` these, the suite's own, are the ones called.
extension MyBizSuite {
    /// Runs a function over every input and compares the table with the test's approved file; see HeadlessUIKitTesting's
    /// `verifyAllCombinations`.
    public func verifyAllCombinations<A, Result>(_ function: (A) throws -> Result, _ a: [A], fileID: String = #fileID,
                                                 filePath: String = #filePath, testName: String = #function, line: Int = #line,
                                                 column: Int = #column) {
        verify(CombinationTable(function, a), at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column), testName: testName)
    }

    /// Runs a function of two inputs over every combination of them; see the one-input form.
    public func verifyAllCombinations<A, B, Result>(_ function: (A, B) throws -> Result, _ a: [A], _ b: [B], fileID: String = #fileID,
                                                    filePath: String = #filePath, testName: String = #function, line: Int = #line,
                                                    column: Int = #column) {
        verify(CombinationTable(function, a, b), at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column), testName: testName)
    }

    /// Runs a function of three inputs over every combination of them; see the one-input form.
    public func verifyAllCombinations<A, B, C, Result>(_ function: (A, B, C) throws -> Result, _ a: [A], _ b: [B], _ c: [C],
                                                       fileID: String = #fileID, filePath: String = #filePath, testName: String = #function,
                                                       line: Int = #line, column: Int = #column) {
        verify(CombinationTable(function, a, b, c), at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
               testName: testName)
    }

    private func verify(_ table: CombinationTable, at location: SourceLocation, testName: String) {
        if let failure = CombinationApproval.failure(of: table, testFile: location.filePath, testName: testName) {
            Issue.record(Comment(rawValue: failure), sourceLocation: location)
        }
    }
}
