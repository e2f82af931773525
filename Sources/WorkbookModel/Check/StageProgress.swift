import Foundation

/// What a stage of a check under way is doing, for its progress line, from the files its run
/// leaves in the check's results folder (``StageRunner``): "waiting to build" (the stages before
/// it), "starting its build" (SwiftPM reads Package.swift and plans: no counter yet), "building
/// 23/68" (SwiftPM's counter: its total grows as it plans more), or "testing".
public enum StageProgress {
    public static func text(scope: String, results: URL) -> String {
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: results.appendingPathComponent("\(scope).test.log").path) { return "testing" }
        let log = results.appendingPathComponent("\(scope).build.log")
        guard fileManager.fileExists(atPath: log.path) else { return "waiting to build" }
        return lastCounter(in: tail(of: log)).map { "building \($0)" } ?? "starting its build"
    }

    /// The last `[done/total]` at the start of a line, as "done/total".
    static func lastCounter(in text: String) -> String? {
        for line in ResultFolder.lines(text).reversed() where line.hasPrefix("[") {
            guard let close = line.firstIndex(of: "]") else { continue }
            let inside = line[line.index(after: line.startIndex)..<close]
            let parts = inside.split(separator: "/", omittingEmptySubsequences: false)
            if parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) { return String(inside) }
        }
        return nil
    }

    /// A growing log's last 64 kB: the counter is near its end, and a log may hold 32 MB.
    static func tail(of url: URL) -> String {
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return "" }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        try? handle.seek(toOffset: size > 65_536 ? size - 65_536 : 0)
        return String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
    }
}
