import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// grade's runs of the graded tests: once on the real app, then once per mutant (and a control
/// run among them), a few at a time. Each worker takes the next run no other has taken, runs
/// the test command with that run's switch (``MutantSwitch``), watches it, and leaves what
/// ``MutantRun`` reads in the output folder once every run has ended: NAME.log, NAME.status and
/// NAME.ended (its presence says the run is over).
///
/// A run stops at its first failure (one is enough to catch a mutant: not the real app's, nor
/// any run when every test must run, `everyTest`), after the time limit, or when its output
/// passes ``logLimit``. It runs under the reaper (``Reaper``): whatever the tests start ends
/// with the run. While the runs go on, their files are named by a token of their own in a folder
/// that cannot be listed, and no run's name is on any command line: a test that reads its
/// parent's command line, its open files, its output file's name or its folder learns nothing
/// of which run it is in (short of deliberate work: changing the folder's permissions, which
/// its own user may do).
public struct MutantWorkers: Sendable {
    /// One run of the tests.
    public enum Run: Equatable, Sendable {
        /// The real app: every test to the end; its files are named real-app.
        case realApp
        /// A mutant switched on.
        case mutant(String)
        /// The real app again, among the mutants and alike in every way a test can look at.
        case control(String)

        /// The name of its files.
        public var name: String {
            switch self {
            case .realApp: "real-app"
            case .mutant(let id), .control(let id): id
            }
        }

        /// The mutant it switches on, if any.
        var switched: String? {
            if case .mutant(let id) = self { return id }
            return nil
        }
    }

    /// The test command (program and arguments), run in `directory`.
    public var command: [String]
    public var directory: URL
    /// The runs' environment (the switch is added to it).
    public var environment: [String: String]
    /// Where the runs' files go.
    public var out: URL
    /// Seconds a run may take before it counts as hung.
    public var limit: Int
    /// Every test runs to the end (grade --verbose, --report), not only up to the first failure.
    public var everyTest: Bool
    /// The workbook executable each run runs under (``Reaper``), or nil.
    public var reaper: URL?

    /// The output a run may print before it is ended: 8 MB (a run of the workbook's suites prints a few kB).
    public static let logLimit = 8_388_608

    public init(command: [String], directory: URL, environment: [String: String], out: URL, limit: Int, everyTest: Bool, reaper: URL?) {
        self.command = command
        self.directory = directory
        self.environment = environment
        self.out = out
        self.limit = limit
        self.everyTest = everyTest
        self.reaper = reaper
    }

    /// Runs `runs` in their order, `jobs` at a time; `progress` is told how many have ended,
    /// every fifth of a second on the calling thread. Returns when every run has ended, or at
    /// Ctrl-C or SIGTERM once the runs going on are ended (the others are not started): the
    /// signal then.
    public func run(_ runs: [Run], jobs: Int, progress: (Int) -> Void = { _ in }) -> Int32? {
        // While they run, each run's files are named by a token of its own in a folder that
        // cannot be listed (write and search only): a test finds its own output file, not
        // which runs are over, nor their names. Once every run has ended they take their names.
        let tokens = runs.map { _ in UUID().uuidString }
        let hidden = out.appendingPathComponent(".runs-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: hidden, withIntermediateDirectories: true)
        // (Set apart from its making: corelibs Foundation makes a folder with the usual mode whatever it is given.)
        try? FileManager.default.setAttributes([.posixPermissions: 0o300], ofItemAtPath: hidden.path)
        defer { name(runs, tokens: tokens, hidden: hidden) }
        return Interrupts.noting {
            // (Nothing throws: a run that cannot start says so in its log.)
            _ = try? ParallelWork.map(count: runs.count, threads: jobs, waiting: progress) { index, _ -> Void? in
                guard Interrupts.notedSignal == nil else { return nil }
                perform(runs[index], files: hidden.appendingPathComponent(tokens[index]))
                return ()
            }
            return Interrupts.notedSignal
        }
    }

    /// Gives each run's files its name in `out` (NAME.log, .status, .ended), and removes the folder they ran in.
    private func name(_ runs: [Run], tokens: [String], hidden: URL) {
        let manager = FileManager.default
        for (run, token) in zip(runs, tokens) {
            for suffix in ["log", "status", "ended"] {
                let from = hidden.appendingPathComponent("\(token).\(suffix)"), to = out.appendingPathComponent("\(run.name).\(suffix)")
                guard manager.fileExists(atPath: from.path) else { continue }
                try? manager.removeItem(at: to)
                try? manager.moveItem(at: from, to: to)
            }
        }
        try? manager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: hidden.path)
        try? manager.removeItem(at: hidden)
    }

    /// How a run ended, as NAME.ended says it (``MutantRun/End``).
    private enum Stop: String {
        case ended, failed, hung, flooded
    }

    /// One run, its files written: `files`.log, .status and, last, .ended.
    private func perform(_ run: Run, files: URL) {
        let log = files.appendingPathExtension("log")
        let started = DispatchTime.now()
        var stop = Stop.ended
        var status: Int32 = 127
        if let (process, ended) = start(run, log: log) {
            let watched = watch(process, ended: ended, log: log, stopsAtFailure: run != .realApp && !everyTest, started: started)
            guard let watched else { return }  // interrupted: the run left unfinished
            stop = watched
            status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        }
        let milliseconds = Int((DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1_000_000)
        try? Data("\(status)\n".utf8).write(to: files.appendingPathExtension("status"))
        try? Data("\(stop.rawValue)\t\(milliseconds)\n".utf8).write(to: files.appendingPathExtension("ended"))
    }

    /// The run's process started, its output in `log`; nil when it cannot be (the log says why).
    private func start(_ run: Run, log: URL) -> (Process, DispatchSemaphore)? {
        guard !command.isEmpty, FileManager.default.createFile(atPath: log.path, contents: nil),
              let output = FileHandle(forWritingAtPath: log.path) else { return nil }
        defer { try? output.close() }
        var environment = self.environment
        environment[MutantSwitch.variable] = MutantSwitch.value(for: run.switched)
        let (process, ended) = LimitedRun.process(command, reaper: reaper, directory: directory, environment: environment, output: output)
        do {
            try process.run()
        } catch {
            try? output.write(contentsOf: Data("cannot run \(command[0]): \(error.localizedDescription)\n".utf8))
            return nil
        }
        return (process, ended)
    }

    /// Watches the run until it ends by itself, fails (when it `stopsAtFailure`), hangs or
    /// floods its log; ends it in the last three cases. Nil when Ctrl-C or SIGTERM arrived (the
    /// run is ended).
    private func watch(_ process: Process, ended: DispatchSemaphore, log: URL, stopsAtFailure: Bool, started: DispatchTime) -> Stop? {
        let reader = FileHandle(forReadingAtPath: log.path)
        defer { try? reader?.close() }
        var failures = FailureLines()
        var looks = 0
        let deadline = started + .seconds(limit)
        // Most runs end within a tenth of a second: look often at first, then less.
        while ended.wait(timeout: .now() + .milliseconds(looks < 20 ? 10 : 50)) == .timedOut {
            looks += 1
            let stop: Stop?
            if Interrupts.notedSignal != nil {
                stop = nil
            } else if stopsAtFailure, let reader, failures.read(reader.availableData) {
                // Most runs end by themselves right after their first failure: a moment for that.
                if ended.wait(timeout: .now() + .milliseconds(50)) == .success { return .failed }
                stop = .failed
            } else if DispatchTime.now() > deadline {
                stop = .hung
            } else if LimitedRun.size(of: log) > Self.logLimit {
                stop = .flooded
            } else {
                continue
            }
            end(process, ended: ended)
            if stop == .flooded, let handle = FileHandle(forWritingAtPath: log.path) {
                try? handle.truncate(atOffset: UInt64(Self.logLimit))
                try? handle.close()
            }
            return stop
        }
        return .ended
    }

    /// Ends a run: SIGTERM to the test command first (under the reaper, the reaper's child: the
    /// system lists it on Linux), so that a command that reports on its way out may (run-tests:
    /// the Swift Testing test that was running when it was stopped); after three seconds at most,
    /// the run and everything it started (``LimitedRun``'s end: the reaper ends them all). (With
    /// one second, once on CI's busy cores a hung Swift Testing test's run was not named by its
    /// test; a report cut short is the likely cause, not a proven one: 2026-11-29.)
    private func end(_ process: Process, ended: DispatchSemaphore) {
        let pid = process.processIdentifier
        let commands = reaper == nil ? [] : ProcessTable.current().parents.filter { $0.value == pid }.map(\.key)
        for command in commands { kill(command, SIGTERM) }
        if !commands.isEmpty, ended.wait(timeout: .now() + .seconds(3)) == .success { return }
        LimitedRun.end(process, ended: ended, underReaper: reaper != nil)
    }

    /// The lines of a run's output read so far, and whether one says a test failed: XCTest's
    /// `Test Case '…' failed` or a failure's `…: error: …`.
    struct FailureLines {
        private var partial = Data()

        /// Reads more of the output; whether a whole line of it says a test failed.
        mutating func read(_ data: Data) -> Bool {
            partial.append(data)
            var failed = false
            while let newline = partial.firstIndex(of: 0x0A) {
                let line = String(decoding: partial[partial.startIndex..<newline], as: UTF8.self)
                partial.removeSubrange(partial.startIndex...newline)
                if (line.hasPrefix("Test Case '") && line.contains("' failed")) || line.contains(": error: ") { failed = true }
            }
            // (A line longer than this is no test's failure line: not kept whole.)
            if partial.count > 65_536 { partial.removeAll() }
            return failed
        }
    }
}
