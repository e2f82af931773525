import Foundation

/// A program of the toolchain run to its end, its input and output through files (never a
/// pipe that a full buffer could stall), its exit status kept.
public struct ToolRun: Sendable {
    public var executable: URL
    public var arguments: [String]
    public var directory: URL
    /// A file to read as standard input (none: empty input).
    public var input: URL?
    /// The program's `TMPDIR` (none: the caller's). For a program that leaves its temporary
    /// files behind, in a folder its caller removes: `swiftc -emit-silgen` leaves a
    /// `TemporaryDirectory.XXXXXX` (holding `.keep-directory`) in the temporary folder at
    /// every run (Swift 6.3.1 on Linux, 2026-11-28: 11,519 of them in /tmp after a day's work).
    public var temporaryFolder: URL?
    /// The program's environment (none: the caller's); `temporaryFolder`, if any, on top.
    public var environment: [String: String]?

    public init(executable: URL, arguments: [String], directory: URL, input: URL? = nil, temporaryFolder: URL? = nil,
                environment: [String: String]? = nil) {
        self.executable = executable
        self.arguments = arguments
        self.directory = directory
        self.input = input
        self.temporaryFolder = temporaryFolder
        self.environment = environment
    }

    /// Why a program could not be started.
    public struct LaunchError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs it with its output to `output` and its errors to `errors`; its exit status.
    public func run(output: URL, errors: URL) throws -> Int32 {
        guard FileManager.default.createFile(atPath: output.path, contents: nil),
              FileManager.default.createFile(atPath: errors.path, contents: nil),
              let out = FileHandle(forWritingAtPath: output.path), let err = FileHandle(forWritingAtPath: errors.path) else {
            throw LaunchError(description: "cannot write \(output.path)")
        }
        defer {
            try? out.close()
            try? err.close()
        }
        return try run(standardOutput: out, standardError: err)
    }

    /// Runs it with its output and errors written to these handles (a script's own: what it
    /// prints reaches the learner as it comes); its exit status.
    public func run(standardOutput: FileHandle, standardError: FileHandle) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if temporaryFolder != nil || environment != nil {
            var environment = self.environment ?? ProcessInfo.processInfo.environment
            if let temporaryFolder { environment["TMPDIR"] = temporaryFolder.path }
            process.environment = environment
        }
        process.standardOutput = standardOutput
        process.standardError = standardError
        if let input {
            guard let handle = FileHandle(forReadingAtPath: input.path) else { throw LaunchError(description: "cannot read \(input.path)") }
            process.standardInput = handle
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        // Waited for by its termination handler: swift-corelibs-foundation's waitUntilExit polls
        // its run loop every 50 ms, and a script that runs a few programs would wait that long
        // for each (measured on Linux, Swift 6.3.1: referees' six digest runs took 0.33 s, 0.08 s of it busy).
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do {
            try process.run()
        } catch {
            throw LaunchError(description: "cannot run \(executable.path): \(error.localizedDescription)")
        }
        ended.wait()
        return process.terminationStatus
    }

    /// The first executable of this name on `PATH` (as a shell finds it), or nil.
    public static func find(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> URL? {
        for folder in (path ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
