/// Why a script stops before doing its work: one line for stderr (`PROGRAM: message`), and its
/// exit status (2: a bad argument or an unusable environment).
public struct ScriptFailure: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var status: Int32

    public init(_ message: String, status: Int32 = 2) {
        self.message = message
        self.status = status
    }

    public var description: String { message }
}
