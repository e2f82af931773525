/// Why a user could not find or use something on screen; its message shows what is there instead.
public struct ScreenError: Error, CustomStringConvertible, Equatable {
    /// The whole message.
    public let description: String

    /// Creates an error with a message.
    public init(_ description: String) {
        self.description = description
    }
}
