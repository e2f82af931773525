import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program run to its end within a time limit, its output (stdout and stderr) in a log that
/// may not grow past a size, its input empty: what check does with every build and every test
/// run, and integrity and bench with what they run. Past the limit, or past the log's size, it
/// is ended with everything it started.
///
/// Everything it started: the program runs under the reaper (`workbook reap -- PROGRAM…`,
/// ``Reaper``), which on Linux is a child subreaper: SwiftPM's helpers start process groups of
/// their own, and a test may start a process with an environment of its own, but each stays
/// the reaper's descendant, and SIGTERM to the reaper ends them all. Without a reaper (a test
/// of this type, or Darwin, where the reaper execs the program), at the limit the program and
/// the descendants the system lists (Linux: /proc) are ended, and what it leaves when it ends
/// on its own is no longer its descendant: only the reaper finds that.
public struct LimitedRun: Sendable {
    /// The program and its arguments.
    public var command: [String]
    public var directory: URL
    public var environment: [String: String]
    /// Where its output goes (made anew).
    public var log: URL
    /// In seconds.
    public var timeLimit: Int
    /// The log's size past which the program is ended: 32 MB (a test's endless print would
    /// fill the disk and the memory of whatever reads it; no build or test run of the
    /// workbook prints a hundredth of it).
    public var logLimit: Int = Self.defaultLogLimit
    /// The workbook executable the program runs under, or nil.
    public var reaper: URL?
    /// Where its errors go (made anew), apart from its output; nil: into the log with it.
    /// (A program whose output is data: grade's `--json`.)
    public var errors: URL?

    public static let defaultLogLimit = 33_554_432

    public init(command: [String], directory: URL, environment: [String: String], log: URL, timeLimit: Int, reaper: URL?) {
        self.command = command
        self.directory = directory
        self.environment = environment
        self.log = log
        self.timeLimit = timeLimit
        self.reaper = reaper
    }

    /// How it ended.
    public enum Ending: Equatable, Sendable {
        /// On its own: its exit status as a shell gives it (128 + a signal).
        case exited(Int32)
        /// Ended at the time limit.
        case timedOut
        /// Ended when its log passed the limit; the log holds the limit's bytes.
        case flooded
        /// Ended because this process was asked to end (Ctrl-C, SIGTERM: the signal's number),
        /// everything it started with it.
        case interrupted(Int32)
    }

    /// Why a run did not go on to its end: Ctrl-C or SIGTERM arrived (the signal), and it was
    /// ended with everything it started. For a command that stops at it (integrity, bench).
    public struct Interrupted: Error, Equatable, Sendable {
        public var signal: Int32
    }

    /// Runs it; its exit status as a shell gives it (``Ending/shellStatus``). Throws
    /// ``Interrupted`` when Ctrl-C or SIGTERM ended it, or when it cannot be started.
    public func status() throws -> Int32 {
        let ending = try run()
        if case .interrupted(let signal) = ending { throw Interrupted(signal: signal) }
        return Int32(ending.shellStatus)
    }

    /// Runs it; how it ended. Throws only when it cannot be started or its log cannot be written.
    public func run() throws -> Ending {
        guard let program = command.first else { throw ToolRun.LaunchError(description: "no program to run") }
        guard FileManager.default.createFile(atPath: log.path, contents: nil), let output = FileHandle(forWritingAtPath: log.path) else {
            throw ToolRun.LaunchError(description: "cannot write \(log.path)")
        }
        defer { try? output.close() }
        var errorOutput: FileHandle?
        if let errors {
            guard FileManager.default.createFile(atPath: errors.path, contents: nil), let handle = FileHandle(forWritingAtPath: errors.path) else {
                throw ToolRun.LaunchError(description: "cannot write \(errors.path)")
            }
            errorOutput = handle
        }
        defer { try? errorOutput?.close() }
        let (process, ended) = Self.process(command, reaper: reaper, directory: directory, environment: environment, output: output,
                                            errors: errorOutput)
        // Ctrl-C and SIGTERM noted from before it starts: this process ends it, and all it
        // started, before it ends itself.
        let ending = try Interrupts.noting { () throws -> Ending? in
            do {
                try process.run()
            } catch {
                throw ToolRun.LaunchError(description: "cannot run \(program): \(error.localizedDescription)")
            }
            let deadline = DispatchTime.now() + .seconds(timeLimit)
            // Half a second between looks at the log's size, as the scripts did: a flood is cut
            // within a few MB of the limit, and the cut below trims it to the limit. (A signal
            // interrupts no wait: it is seen at the next look.)
            while ended.wait(timeout: min(deadline, .now() + .milliseconds(500))) == .timedOut {
                let ending: Ending
                if let signal = Interrupts.notedSignal {
                    ending = .interrupted(signal)
                } else if DispatchTime.now() >= deadline {
                    ending = .timedOut
                } else if size(of: log) > logLimit {
                    ending = .flooded
                } else {
                    continue
                }
                end(process, ended: ended)
                return ending
            }
            return nil
        }
        switch ending {
        case .flooded?:
            if let handle = FileHandle(forWritingAtPath: log.path) {
                try? handle.truncate(atOffset: UInt64(logLimit))
                try? handle.close()
            }
            return .flooded
        case let ending?:
            return ending
        case nil:
            return .exited(process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus)
        }
    }

    /// `command` set up to run in `directory` with `environment`, under `reaper` when there is one,
    /// its input empty, its output to `output` and its errors to `errors` (nil: to `output` too);
    /// the semaphore its end signals. (Not started.)
    static func process(_ command: [String], reaper: URL?, directory: URL, environment: [String: String],
                        output: FileHandle, errors: FileHandle? = nil) -> (Process, DispatchSemaphore) {
        let process = Process()
        if let reaper {
            process.executableURL = reaper
            process.arguments = ["reap", "--"] + command
        } else {
            process.executableURL = URL(fileURLWithPath: command[0])
            process.arguments = Array(command.dropFirst())
        }
        process.currentDirectoryURL = directory
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors ?? output
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        return (process, ended)
    }

    private func size(of file: URL) -> Int {
        Self.size(of: file)
    }

    /// A file's size in bytes (0 when it cannot be read).
    static func size(of file: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: file.path)[.size]) as? NSNumber)?.intValue ?? 0
    }

    private func end(_ process: Process, ended: DispatchSemaphore) {
        Self.end(process, ended: ended, underReaper: reaper != nil)
    }

    /// SIGTERM to the program (a reaper ends its descendants on it, then exits); SIGKILL
    /// after three seconds; its descendants too when it runs under no reaper. Waits for its end
    /// a few seconds at most: Foundation's Process (Linux) sees a program end when a socket it
    /// gave the program closes, and without a reaper a process the program left running may
    /// hold it open. (`ended` is signalled by the process's termination handler.) grade's runs
    /// end the same way (``MutantWorkers``).
    static func end(_ process: Process, ended: DispatchSemaphore, underReaper: Bool) {
        let pid = process.processIdentifier
        // (Not this process's children: their parents reap them.)
        if !underReaper { ProcessTable.endDescendants(of: pid) { usleep(50_000) } }
        kill(pid, SIGTERM)
        if ended.wait(timeout: .now() + .seconds(3)) == .timedOut {
            kill(pid, SIGKILL)
            _ = ended.wait(timeout: .now() + .seconds(3))
        }
    }
}

extension LimitedRun.Ending {
    /// The exit status a shell gives for it (124 past the time limit, 125 past the log's size).
    var shellStatus: Int {
        switch self {
        case .exited(let status): return Int(status)
        case .timedOut: return 124
        case .flooded: return 125
        case .interrupted(let signal): return 128 + Int(signal)
        }
    }
}
