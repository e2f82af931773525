import Foundation
import XCTest

/// The environment variable that sends received tables to a folder instead of beside the test (set by ./Scripts/grade).
///
/// grade runs the tests once on the real app and then once per change to it;
/// the runs against changes must not write into the learner's folder. grade
/// sets it alike for every run, so a test cannot tell one run from another,
/// and after the real app's run moves what it received into place.
public let receivedTablesFolderVariable = "WORKBOOK_RECEIVED_DIR"

/// Runs a function over every combination of the inputs and compares the whole table with the approved file the learner owns.
///
/// One test pins a pure rule at every input that matters: `isEmail` over
/// ten strings, `isValidPassword` over twenty. The approved table lives in
/// `__Approvals__/<TestFile>/<test>.approved.txt` beside the test file. When
/// the table differs, or there is none yet, the test fails with the line diff
/// (`-` approved, `+` received) and writes the table it received beside it
/// (`<test>.received.txt`): read it, and if it is what the code does today,
/// approve it by moving it onto the approved file (the message gives the
/// `mv` command). A passing run removes a received file left over.
///
/// Each call is a verification of its own, with files of its own: a test's
/// second call compares with `<test>.2.approved.txt`, its third with
/// `<test>.3.approved.txt`, so that each failure's `mv` approves the table
/// that failure shows.
///
/// For XCTest. In a Swift Testing suite (a `MyBizSuite`), the suite's own
/// `verifyAllCombinations` records the failure as Swift Testing's issue
/// (XCTest's failures go unheard there).
///
///     func test_isEmail_overManyInputs() {
///         verifyAllCombinations(StageUnderTest.isEmail, ["", "@", "a@b", "ab.c"])
///     }
public func verifyAllCombinations<A, Result>(_ function: (A) throws -> Result, _ a: [A],
                                             file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    verify(CombinationTable(function, a), file: file, testName: testName, line: line)
}

/// Runs a function of two inputs over every combination of them; see ``verifyAllCombinations(_:_:file:testName:line:)``.
public func verifyAllCombinations<A, B, Result>(_ function: (A, B) throws -> Result, _ a: [A], _ b: [B],
                                                file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    verify(CombinationTable(function, a, b), file: file, testName: testName, line: line)
}

/// Runs a function of three inputs over every combination of them; see ``verifyAllCombinations(_:_:file:testName:line:)``.
public func verifyAllCombinations<A, B, C, Result>(_ function: (A, B, C) throws -> Result, _ a: [A], _ b: [B], _ c: [C],
                                                   file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    verify(CombinationTable(function, a, b, c), file: file, testName: testName, line: line)
}

private func verify(_ table: CombinationTable, file: StaticString, testName: String, line: UInt) {
    if let failure = CombinationApproval.failure(of: table, testFile: "\(file)", testName: testName) {
        XCTFail(failure, file: file, line: line)
    }
}
