import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// check --watch: check, then check again whenever a file under a chapter's Before changes.
extension CheckCommand {
    /// Checks (./Scripts/check with the same chapter and options, a program of its own), then
    /// again each time the fingerprint of the chapters' Befores differs from the one taken before
    /// the last check began (a save during a check is not missed), polling every
    /// WORKBOOK_WATCH_INTERVAL seconds (default 1). Content, not timestamps: a file saved
    /// unchanged checks nothing. Ctrl-C (or SIGTERM) ends the check under way, which ends what
    /// it started, and the watch: 130 (143).
    func watchBefores(of chapters: [String], spec: String, _ context: ScriptContext) throws -> Int32 {
        let text = context.environment["WORKBOOK_WATCH_INTERVAL"] ?? "1"
        guard let interval = Double(text), interval > 0, text.first != ".", text.allSatisfy({ $0.isASCIIDigit || $0 == "." }) else {
            throw ScriptFailure("WORKBOOK_WATCH_INTERVAL must be a number of seconds (it is '\(text)')")
        }
        let folders = chapters.map { "Chapters/\($0)/Before" }
        let arguments = [spec] + (wantDone ? ["--done"] : []) + (timeLimit.map { ["--time-limit", $0] } ?? [])
        let palette = context.palette
        let clears = context.outputIsTerminal && context.environment["TERM"] != "dumb"
        return Interrupts.noting { () -> Int32 in
            var runs = 0
            while true {
                let last = WatchFingerprint(root: context.root, folders: folders).value
                if clears { context.output.print("\u{1B}[H\u{1B}[2J") }
                runs += 1
                let check = Process()
                check.executableURL = context.url("Scripts/check")
                check.arguments = arguments
                check.currentDirectoryURL = context.currentDirectory
                check.environment = context.environment
                check.standardOutput = context.output.standardOutput
                check.standardError = context.output.standardError
                let ended = DispatchSemaphore(value: 0)
                check.terminationHandler = { _ in ended.signal() }
                if (try? check.run()) != nil {
                    while ended.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
                        if let signal = Interrupts.notedSignal {
                            kill(check.processIdentifier, signal)
                            ended.wait()
                            return stopWatching(signal, runs: runs, palette, context)
                        }
                    }
                }
                context.output.print("\n\(palette.dim)Watching \(folders.joined(separator: " ")): save a file there to check again; Ctrl-C stops.\(palette.reset)\n")
                while WatchFingerprint(root: context.root, folders: folders).value == last {
                    usleep(useconds_t(interval * 1_000_000))
                    if let signal = Interrupts.notedSignal { return stopWatching(signal, runs: runs, palette, context) }
                }
                context.output.print("\(palette.dim)A file changed: checking again…\(palette.reset)\n")
            }
        }
    }

    private func stopWatching(_ signal: Int32, runs: Int, _ palette: Palette, _ context: ScriptContext) -> Int32 {
        context.output.print("\n\(palette.bold)Stopped watching\(palette.reset) after \(runs) check(s).\n")
        return 128 + signal
    }
}
