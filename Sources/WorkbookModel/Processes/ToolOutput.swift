/// What a program printed, and how it ended (``ToolRun/capture()``).
public struct ToolOutput: Equatable, Sendable {
    public var status: Int32
    public var output: String
    public var errors: String

    /// Whether it exited with 0.
    public var succeeded: Bool { status == 0 }
}
