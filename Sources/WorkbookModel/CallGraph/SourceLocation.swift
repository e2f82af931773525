/// A place in a source file, as the compiler reports it: a repository path and a line.
public struct SourceLocation: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The file, as the compiler was given it (the workbook passes repository paths: `Chapters/chapter1/Before/API/API.swift`).
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `file:line`, the form editors and terminals make a link of.
    public var description: String { "\(file):\(line)" }
}
