#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a process ended, for a person: "exit status 3", or "signal 4 (SIGILL)" for a status
/// above 128 (the shell's way of saying a signal ended it).
public enum ExitStatus {
    /// The signals a test run ends by, named by this platform's numbers (signal.h).
    static let names: [Int32: String] = [
        SIGHUP: "HUP", SIGINT: "INT", SIGQUIT: "QUIT", SIGILL: "ILL", SIGTRAP: "TRAP", SIGABRT: "ABRT", SIGBUS: "BUS",
        SIGFPE: "FPE", SIGKILL: "KILL", SIGUSR1: "USR1", SIGSEGV: "SEGV", SIGUSR2: "USR2", SIGPIPE: "PIPE",
        SIGALRM: "ALRM", SIGTERM: "TERM", SIGXCPU: "XCPU",
    ]

    public static func text(_ status: Int) -> String {
        guard status > 128, status < 192 else { return "exit status \(status)" }
        let signal = status - 128
        return "signal \(signal)" + (names[Int32(signal)].map { " (SIG\($0))" } ?? "")
    }
}
