/// A failed assertion as XCTest printed it: `path:line: error: Class.test : message`, then the
/// lines that follow it up to the next test or failure (a failed lookup's screen, a snapshot's
/// line diff). The path is XCTest's (absolute, or `<EXPR>` for an error a test threw).
public struct LoggedFailure: Equatable, Sendable {
    public var test: String
    public var path: String
    public var line: Int
    /// The message's first line (without XCTest's trailing " - "), then the rest.
    public var message: [String]

    public init(test: String, path: String, line: Int, message: [String]) {
        self.test = test
        self.path = path
        self.line = line
        self.message = message
    }

    /// Whether XCTest knows no line for it: an error the test threw (`<EXPR>:0`).
    public var isThrown: Bool { path == "<EXPR>" || line == 0 }
}
