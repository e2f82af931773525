/// One way the repository disagrees with what it should be: which check found it, and a
/// line that says what and how to mend it.
public struct Finding: Equatable, Sendable, CustomStringConvertible {
    public var check: String
    public var message: String

    public init(check: String, message: String) {
        self.check = check
        self.message = message
    }

    public var description: String { message }
}
