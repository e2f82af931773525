import Foundation

/// How many verifications each test has made in this run, so that each gets approval files of its own (``ApprovalFiles``).
///
/// A test is known by its file and its name; a run runs each test once
/// (XCTest's and Swift Testing's runners alike), so its verifications count
/// 1, 2, 3… in the order the test makes them, the same in every run. Tests
/// may run on several threads at once (Swift Testing): the counts are kept
/// under a lock.
final class VerificationCounter: @unchecked Sendable {
    /// The counts of this test process.
    static let shared = VerificationCounter()

    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// The number of this verification of a test: 1 the first time the test asks, then 2, 3….
    func next(testFile: String, testName: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let key = testFile + "\u{0}" + testName
        let count = (counts[key] ?? 0) + 1
        counts[key] = count
        return count
    }
}
