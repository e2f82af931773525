import Foundation

/// SHA-256 digests of files, by the system's own tool: `sha256sum` (GNU coreutils, Linux) or
/// else `shasum -a 256` (Perl's, which macOS ships in /usr/bin: shasum(1)). Both print
/// `<hex>  <path>` a line. (Hashing in this module instead would be unoptimized code: the
/// tool is built with -Onone, and the workbook is 6 MB.)
public struct FileDigests: Sendable {
    /// The program and the arguments before the paths.
    var command: (URL, [String])

    /// The system's digest tool on `path`, or nil when it has none.
    public init?(path: String? = ProcessInfo.processInfo.environment["PATH"]) {
        if let tool = ToolRun.find("sha256sum", path: path) {
            command = (tool, ["--"])
        } else if let tool = ToolRun.find("shasum", path: path) {
            command = (tool, ["-a", "256", "--"])
        } else {
            return nil
        }
    }

    /// Each file's digest (hex), by its path relative to `root`; a file it cannot read is left out.
    public func digests(of paths: [String], root: URL) throws -> [String: String] {
        try FileManager.default.withWorkFolder("digests") { work in
            var digests: [String: String] = [:]
            // In batches: a command line has a limit (ARG_MAX: 1 MiB on macOS).
            var start = 0
            while start < paths.count {
                let batch = Array(paths[start..<min(start + 400, paths.count)])
                start += batch.count
                let out = work.appendingPathComponent("out"), err = work.appendingPathComponent("err")
                _ = try ToolRun(executable: command.0, arguments: command.1 + batch, directory: root).run(output: out, errors: err)
                let text = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
                for line in text.split(separator: "\n") {
                    guard let gap = line.range(of: "  ") else { continue }
                    digests[String(line[gap.upperBound...])] = String(line[..<gap.lowerBound])
                }
            }
            return digests
        }
    }
}
