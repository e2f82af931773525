import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Each process's parent, as the system lists them now (Linux: /proc/PID/stat, proc(5)).
public struct ProcessTable: Equatable, Sendable {
    /// The parent of each process (pid → ppid).
    public var parents: [Int32: Int32]

    public init(parents: [Int32: Int32]) {
        self.parents = parents
    }

    /// Every process below `root`: its children (by pid), then theirs.
    public func descendants(of root: Int32) -> [Int32] {
        var children: [Int32: [Int32]] = [:]
        for (pid, parent) in parents.sorted(by: { $0.key < $1.key }) { children[parent, default: []].append(pid) }
        var found: [Int32] = []
        var seen: Set<Int32> = [root]
        var queue = [root]
        while !queue.isEmpty {
            let pid = queue.removeFirst()
            for child in children[pid] ?? [] where seen.insert(child).inserted {
                found.append(child)
                queue.append(child)
            }
        }
        return found
    }

    /// The parent in one /proc/PID/stat line: the field after the command's name, which is in
    /// parentheses and may hold spaces and parentheses itself (so: after the last ")").
    static func parent(statLine: String) -> Int32? {
        guard let close = statLine.lastIndex(of: ")") else { return nil }
        let fields = statLine[statLine.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? Int32(fields[1]) : nil
    }

    /// The table now, from /proc (empty where there is none: Darwin).
    public static func current() -> ProcessTable {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        var parents: [Int32: Int32] = [:]
        for entry in entries {
            guard let pid = Int32(entry),
                  let line = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let parent = parent(statLine: line) else { continue }
            parents[pid] = parent
        }
        return ProcessTable(parents: parents)
    }

    /// Stops, then kills, every process below `pid` the system lists, round after round until
    /// none is left (ten at most): each is stopped first, so that none starts another in
    /// between. `afterEachRound` lets them go: the reaper reaps them (they are its children),
    /// any other caller waits for their parents to.
    public static func endDescendants(of pid: Int32, afterEachRound: () -> Void) {
        for _ in 0..<10 {
            let left = current().descendants(of: pid)
            if left.isEmpty { return }
            for child in left { kill(child, SIGSTOP) }
            for child in left { kill(child, SIGKILL) }
            afterEachRound()
        }
    }
}
