import Foundation

/// A script's error under `--json` (Scripts/lib/common.sh's wb_die): the one line it prints on
/// stderr, as JSON on stdout too, so that a program reading the JSON is told what went wrong.
///
///     {"error": "unknown chapter 'chapter99'", "exit_status": 2}
public struct ScriptError: Equatable, Sendable {
    public var message: String
    public var exitStatus: Int32

    public init(message: String, exitStatus: Int32 = 2) {
        self.message = message
        self.exitStatus = exitStatus
    }

    /// One line: the message escaped by JSONEncoder (its line breaks as `\n`, every control
    /// character escaped, slashes left as they are), in the layout the scripts' JSON errors have
    /// always had.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let quoted = (try? encoder.encode(message)).flatMap { String(data: $0, encoding: .utf8) } ?? "\"\""
        return "{\"error\": \(quoted), \"exit_status\": \(exitStatus)}\n"
    }
}
