/// Why Chapters/chapters.registry cannot be read: one line, with the line number when there is one.
public struct RegistryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The registry's line (1-based), or nil for the file as a whole.
    public var line: Int?
    public var message: String

    public init(line: Int?, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String {
        "Chapters/chapters.registry" + (line.map { ":\($0)" } ?? "") + ": " + message
    }
}
