import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension RunCommand {
    /// Runs the program under the reaper (nothing the app starts outlives it), in the folder
    /// the learner is in: typed commands at the terminal without a limit,
    /// else the script's within the time limit; its exit status, as a shell gives it.
    func launch(_ program: URL, context: ScriptContext) throws -> Int32 {
        // (The reaper is this tool: `workbook reap -- PROGRAM`.)
        let command = context.tool.map { [$0.path, "reap", "--", program.path] } ?? [program.path]
        if script == nil, context.inputIsTerminal {
            // A person at the terminal: no time limit (Ctrl-C ends it); the reaper takes this process's place.
            context.output.printError("Commands: tap TITLE, type TEXT into FIELD, tab TITLE, row TEXT, server fails ROUTE, server recovers, show; Ctrl-D ends.\n")
            var argv = command.map { strdup($0) } + [nil]
            execv(command[0], &argv)
            throw ScriptFailure("cannot run \(program.path)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = context.currentDirectory
        if let script {
            guard let input = FileHandle(forReadingAtPath: script.path) else { throw ScriptFailure("cannot read \(script.path)") }
            process.standardInput = input
        } else {
            process.standardInput = FileHandle.standardInput
        }
        process.standardOutput = context.output.standardOutput
        process.standardError = context.output.standardError
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do {
            try process.run()
        } catch {
            throw ScriptFailure("cannot run \(program.path): \(error.localizedDescription)")
        }
        if ended.wait(timeout: .now() + .seconds(timeLimit)) == .timedOut {
            // Each command is echoed before the screen it leads to: the last one shown never ended.
            kill(process.processIdentifier, SIGTERM)
            if ended.wait(timeout: .now() + .seconds(2)) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                ended.wait()
            }
            context.output.printError("\n✗ \(package.chapter) \(package.stage) did not finish within \(timeLimit) s (--time-limit): the last command shown above never ended — an endless loop or a deadlock in the app? (or a script that waits for input); stopped.\n")
            return 1
        }
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }
}
