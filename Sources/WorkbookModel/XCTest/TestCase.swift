/// One test that finished, as XCTest's `Test Case '…' passed|failed (S seconds)` line says.
public struct TestCase: Codable, Equatable, Sendable {
    /// `Class.test`, in the Linux and the macOS form alike.
    public var name: String
    /// passed or failed.
    public var outcome: String
    public var seconds: String

    public init(name: String, outcome: String, seconds: String) {
        self.name = name
        self.outcome = outcome
        self.seconds = seconds
    }

    public var passed: Bool { outcome == "passed" }
}
