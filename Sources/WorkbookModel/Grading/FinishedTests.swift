import Foundation

/// The tests a run finished, from its XCTest output, in its Linux form
/// (`Test Case 'LoginTests.test_signIn' passed (0.012 seconds)`) and its macOS form
/// (`Test Case '-[Module.LoginTests test_signIn]' failed (0.012 seconds).`): each named
/// `Class.test`, as Scripts/lib/xctest.sh's wb_xctest_cases reads them.
public struct FinishedTests: Equatable, Sendable {
    public struct Case: Equatable, Sendable {
        public var name: String
        public var passed: Bool
    }

    /// In the log's order.
    public var cases: [Case]

    // As xctest.sh's WB_XCTEST_NAME: an optional "-[", the class (dots allowed), a space or a
    // dot, the test, an optional "]".
    private static let pattern = try! NSRegularExpression(
        pattern: #"^Test Case '-?\[?([^\]' ]+)[ .]([^\]' .]+)\]?' (passed|failed) \(([0-9.]+) seconds\)"#)

    public init(log: String) {
        cases = log.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            guard line.hasPrefix("Test Case '") else { return nil }
            let text = String(line)
            let range = NSRange(text.startIndex..., in: text)
            guard let match = Self.pattern.firstMatch(in: text, range: range),
                  let owner = Range(match.range(at: 1), in: text), let test = Range(match.range(at: 2), in: text),
                  let outcome = Range(match.range(at: 3), in: text) else { return nil }
            let parts = (text[owner] + "." + text[test]).split(separator: ".", omittingEmptySubsequences: false)
            return Case(name: parts.suffix(2).joined(separator: "."), passed: text[outcome] == "passed")
        }
    }

    /// The tests that failed, in order.
    public var failed: [String] { cases.filter { !$0.passed }.map(\.name) }
}
