import Foundation

/// Where a script writes: its standard output and error, as handles a program it starts can
/// inherit (diff's git writes straight to the learner's terminal).
public struct ScriptOutput: @unchecked Sendable {
    public var standardOutput: FileHandle
    public var standardError: FileHandle

    public init(standardOutput: FileHandle = .standardOutput, standardError: FileHandle = .standardError) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// Writes `text` to standard output as it is.
    public func print(_ text: String) {
        standardOutput.write(Data(text.utf8))
    }

    /// Writes `line` and a line break to standard output.
    public func line(_ line: String = "") {
        print(line + "\n")
    }

    /// Writes `text` to standard error as it is.
    public func printError(_ text: String) {
        standardError.write(Data(text.utf8))
    }
}
