import Foundation

/// A crash in one line (Scripts/lib/xctest.sh's wb_crash_summary, as was): what the log says
/// (a fatal error, a failed precondition, a main-queue deadlock…) and, in parentheses, the
/// first place in the repository on the crashed thread.
public enum CrashSummary {
    static let sayings = ["Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil", "BUG IN CLIENT",
                          "Illegal instruction", "Segmentation fault", "Abort trap", "Trace/breakpoint trap"]
    /// What libdispatch's frames say when a queue waits for itself.
    static let deadlockFrames = ["__DISPATCH_WAIT_FOR_QUEUE__", "_dispatch_sync_f_slow", "dispatch_sync called on queue already owned"]
    static let deadlock = "DispatchQueue.main.sync on the main thread waits for itself: a deadlock (libdispatch stopped it)"

    /// Nil when the log shows no crash.
    public static func line(_ lines: [String], paths: RepositoryPaths) -> String? {
        let thread = crashedThread(lines)
        var what = lines.first { line in sayings.contains { line.contains($0) } && !line.contains("Backtracing") }
            .map { paths.repositoryLine(paths.stripped(String($0.drop { $0 == " " || $0 == "\t" }))) }
        if var said = what, said.hasPrefix("*** Program crashed: ") {
            said.removeFirst("*** Program crashed: ".count)
            if let at = said.range(of: " at 0x") {
                let hex = said[at.upperBound...].prefix { $0.isHexDigit }
                said.removeSubrange(at.lowerBound..<said.index(at.upperBound, offsetBy: hex.count))
            }
            if said.hasSuffix(" ***") { said.removeLast(4) }
            what = said
        }
        if thread.contains(where: { frame in deadlockFrames.contains { frame.contains($0) } }) { what = deadlock }
        if what?.isEmpty ?? true {
            what = lines.first { line in
                let lower = line.lowercased()
                return !line.contains("Backtracing") && (lower.contains("exited with") || lower.contains("terminated") || saysSignal(lower))
            }.map(paths.stripped)
        }
        var place = thread.lazy.compactMap { frame in swiftPlace(frame, paths: paths) }.first
        guard what?.isEmpty == false || place != nil else { return nil }
        if let found = place, what?.hasPrefix(found + ":") == true { place = nil }
        return (what.flatMap { $0.isEmpty ? nil : $0 } ?? "the test process crashed") + (place.map { " (at \($0))" } ?? "")
    }

    /// The crashed thread's frames: after `Thread N … crashed:`, up to the next thread or the registers.
    static func crashedThread(_ lines: [String]) -> [String] {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Thread ") && $0.contains(" crashed:") && Self.startsWithThreadNumber($0) }) else { return [] }
        let rest = lines[(start + 1)...]
        let end = rest.firstIndex { ($0.hasPrefix("Thread ") && Self.startsWithThreadNumber($0)) || $0.hasPrefix("Registers:") } ?? rest.endIndex
        return Array(rest[..<end])
    }

    static func startsWithThreadNumber(_ line: String) -> Bool {
        line.dropFirst("Thread ".count).first?.isASCIIDigitLike == true
    }

    static func saysSignal(_ line: String) -> Bool {
        guard let found = line.range(of: "signal ") else { return false }
        return line[found.upperBound...].first?.isASCIIDigitLike == true
    }

    /// ` at /abs/File.swift:12` in a frame, when the file is the repository's (not its build folder's).
    static func swiftPlace(_ frame: String, paths: RepositoryPaths) -> String? {
        guard let at = frame.range(of: " at /", options: .backwards) else { return nil }
        let place = frame[frame.index(at.upperBound, offsetBy: -1)...]
        guard let swift = place.range(of: ".swift:") else { return nil }
        let path = String(place[..<place.index(swift.lowerBound, offsetBy: 6)])
        let number = place[swift.upperBound...].prefix(while: \.isASCIIDigitLike)
        guard !path.contains(":") else { return nil }
        for prefix in paths.prefixes where path.hasPrefix(prefix + "/") {
            guard !path.hasPrefix(prefix + "/.build") else { return nil }
            return "\(paths.relative(path)):\(number)"
        }
        return nil
    }
}
