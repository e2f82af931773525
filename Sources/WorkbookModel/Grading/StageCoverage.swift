import Foundation

/// Which lines of a stage the graded tests ran on the real app: the toolchain's own
/// llvm-profdata and llvm-cov (no other tool), read as LCOV text. grade builds its package with
/// code coverage and runs the tests on the real app with a profile a process; where the tools
/// are missing, there is no coverage, and grading does not depend on it.
public enum StageCoverage {
    /// The toolchain's `name` (llvm-profdata, llvm-cov): on Darwin `xcrun --find NAME` (Xcode
    /// ships both); elsewhere the one beside `swift` (its links followed), then any on PATH.
    static func tool(_ name: String, swift: URL, path: String?) -> URL? {
        if let xcrun = ToolRun.find("xcrun", path: path),
           let found = try? ToolRun(executable: xcrun, arguments: ["--find", name], directory: URL(fileURLWithPath: "/")).capture(),
           found.succeeded, let line = found.output.split(separator: "\n").first {
            return URL(fileURLWithPath: String(line))
        }
        let beside = swift.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return ToolRun.find(name, path: path)
    }

    /// `file<TAB>line<TAB>times run` for each executable line of the Swift files under `sources`
    /// (MutantSwitch.swift left out), the file relative to `sources`, sorted by file and line:
    /// from the raw profiles in `profiles` (one a test process, merged) and the binary that holds
    /// the coverage mapping. Nil when coverage cannot be read.
    public static func lines(profiles: URL, object: URL, sources: URL, swift: URL, path: String?) -> String? {
        let raw = FolderEntry.list(profiles.path).filter { $0.name.hasSuffix(".profraw") }.map { profiles.appendingPathComponent($0.name).path }
        guard !raw.isEmpty, let profdata = tool("llvm-profdata", swift: swift, path: path), let cov = tool("llvm-cov", swift: swift, path: path) else { return nil }
        let merged = profiles.appendingPathComponent("merged.profdata")
        guard (try? ToolRun(executable: profdata, arguments: ["merge", "-sparse"] + raw + ["-o", merged.path], directory: profiles).capture())?.succeeded == true,
              let export = try? ToolRun(executable: cov, arguments: ["export", "-format=lcov", "-instr-profile", merged.path, object.path, "-sources", sources.path],
                                        directory: profiles).capture(), export.succeeded else { return nil }
        let covered = read(lcov: export.output, sources: sources.path + "/")
        return covered.isEmpty ? nil : covered
    }

    /// The LCOV text's lines of files under `prefix`, as ``lines(profiles:object:sources:swift:path:)`` gives them.
    static func read(lcov: String, sources prefix: String) -> String {
        var rows: [(file: String, line: Int, count: String)] = []
        var file: String?
        for line in lcov.split(separator: "\n") {
            if line.hasPrefix("SF:") {
                let path = String(line.dropFirst(3))
                file = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
                if let name = file, name.split(separator: "/").last == "MutantSwitch.swift" { file = nil }
            } else if line.hasPrefix("DA:"), let file {
                let fields = line.dropFirst(3).split(separator: ",")
                if fields.count >= 2, let number = Int(fields[0]) { rows.append((file, number, String(fields[1]))) }
            }
        }
        rows.sort { $0.file == $1.file ? $0.line < $1.line : $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
        return rows.map { "\($0.file)\t\($0.line)\t\($0.count)\n" }.joined()
    }
}
