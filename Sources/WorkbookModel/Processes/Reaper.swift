import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a command so that nothing it starts outlives it, however it was started: check's test
/// programs run under it (`workbook reap -- PROGRAM…`, ``StageRunner``). check ends what
/// a run leaves by the mark in its environment (Scripts/lib/procs.sh), which a process started
/// with an environment of its own (`setsid env -i …`) no longer carries; it is still a
/// descendant, though, until its parent ends and it is handed to the system's first process.
///
/// On Linux the reaper is a child subreaper (prctl(2), PR_SET_CHILD_SUBREAPER): what the
/// command leaves without a parent is handed to the reaper instead, so every process the
/// command started stays its descendant. When the command ends, the reaper stops and kills
/// every descendant left, and exits as the command did. Ctrl-C or SIGTERM to the reaper ends
/// them all the same. Darwin has no subreaper: there it runs the command in its place
/// (execvp(3)), and check's mark is all that ends what the command leaves.
public enum Reaper {
    /// Runs `command` (a program found on PATH, and its arguments) to its end, then ends every
    /// process it left; the status to exit with: the command's, or 128 + the signal that ended
    /// it, or 127 when it could not be started (as a shell says).
    public static func run(_ command: [String]) -> Int32 {
        guard let program = command.first else { return 127 }
        unblockSignals()
        #if os(Linux)
        becomeSubreaper()
        noteInterrupts()
        guard let child = spawn(program, command) else { return 127 }
        let status = waitFor(child)
        endDescendants()
        return status
        #else
        // (Darwin: no subreaper; the command takes the reaper's place.)
        var argv = command.map { strdup($0) } + [nil]
        execvp(program, &argv)
        return 127
        #endif
    }

    /// A process inherits the signal mask of the thread that started it, and a thread of
    /// Dispatch's pool blocks SIGTERM and SIGINT (Linux): a reaper started from one would never
    /// see the SIGTERM that ends it, nor would the command it starts. Both start with none blocked.
    private static func unblockSignals() {
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
    }

    #if os(Linux)
    /// PR_SET_CHILD_SUBREAPER (linux/prctl.h). prctl(2) is variadic, which Swift does not
    /// import: it is called through its address with the five words its manual names.
    private static let setChildSubreaper: Int32 = 36

    private static func becomeSubreaper() {
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return }
        _ = unsafeBitCast(address, to: Prctl.self)(setChildSubreaper, 1, 0, 0, 0)
    }

    /// Set by SIGINT or SIGTERM (a handler may only set a flag): the wait ends, and so does
    /// everything the command started.
    nonisolated(unsafe) private static var interruptedBy: sig_atomic_t = 0

    /// Notes SIGINT and SIGTERM, and has SIGCHLD handled too (by nothing), so that each ends
    /// ``waitFor(_:)``'s sigsuspend(2): a signal ignored by default would not.
    private static func noteInterrupts() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in Reaper.interruptedBy = signal }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
        var child = sigaction()
        child.__sigaction_handler.sa_handler = { _ in }
        sigemptyset(&child.sa_mask)
        child.sa_flags = 0
        sigaction(SIGCHLD, &child, nil)
    }

    private static func spawn(_ program: String, _ command: [String]) -> pid_t? {
        var pid: pid_t = 0
        var argv = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        return posix_spawnp(&pid, program, nil, nil, &argv, environ) == 0 ? pid : nil
    }

    /// Reaps children (the command, and what it left to the reaper) until the command ends;
    /// its status as a shell gives it. SIGINT, SIGTERM and SIGCHLD are blocked while it looks
    /// (the command was started before: it does not inherit the mask) and let through only in
    /// sigsuspend(2), which waits with them unblocked in one step: a SIGTERM that arrives
    /// between a look at the flag and the wait is not lost (a blocking waitpid(2) after the
    /// look could wait for good: seen once in CI, a reaper left running past its test).
    private static func waitFor(_ child: pid_t) -> Int32 {
        var watched = sigset_t(), before = sigset_t()
        sigemptyset(&watched)
        for signal in [SIGINT, SIGTERM, SIGCHLD] { sigaddset(&watched, signal) }
        sigprocmask(SIG_BLOCK, &watched, &before)
        defer { sigprocmask(SIG_SETMASK, &before, nil) }
        while true {
            if interruptedBy != 0 {
                endDescendants()
                return 128 + interruptedBy
            }
            var status: Int32 = 0
            let ended = waitpid(-1, &status, WNOHANG)
            if ended == child { return exitStatus(status) }
            if ended > 0 || (ended == -1 && errno == EINTR) { continue }
            if ended == -1 { return 127 }
            // Nothing ended yet: wait for a signal, every one of them let through.
            var none = sigset_t()
            sigemptyset(&none)
            sigsuspend(&none)
        }
    }

    /// wait(2)'s status as a shell's: the exit code, or 128 + the signal (WIFEXITED,
    /// WEXITSTATUS and WTERMSIG are macros, which Swift does not import).
    static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// Stops, then kills, every descendant left, and reaps them, until none is left.
    private static func endDescendants() {
        ProcessTable.endDescendants(of: getpid()) {
            var status: Int32 = 0
            while waitpid(-1, &status, 0) > 0 || errno == EINTR {}
        }
    }
    #endif
}
