import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What Ctrl-C (SIGINT) and SIGTERM do to a command, in one place: end it with a line, or be
/// held off while a write that must not stop half-way runs.
public enum Interrupts {
    /// Set by the handler while held off (a signal handler may only set a flag).
    nonisolated(unsafe) static var arrived: sig_atomic_t = 0

    /// From now on, Ctrl-C or SIGTERM prints "Interrupted: nothing changed." on stderr and
    /// exits with 130 (the shell's status for SIGINT). For a command that has changed nothing yet.
    public static func endWithNothingChanged() {
        let handler: @convention(c) (Int32) -> Void = { _ in
            let line: StaticString = "Interrupted: nothing changed.\n"
            _ = write(2, line.utf8Start, line.utf8CodeUnitCount)
            _exit(130)
        }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
    }

    /// Whether Ctrl-C or SIGTERM arrived since ``holdingOff(_:)`` began: a body that can still
    /// give up without harm asks.
    public static var haveArrived: Bool { arrived != 0 }

    /// Runs `body` with Ctrl-C and SIGTERM noted, not acted on; whether one arrived. Afterwards
    /// they end the process again (the system's default).
    public static func holdingOff<T>(_ body: () throws -> T) rethrows -> (T, interrupted: Bool) {
        arrived = 0
        let note: @convention(c) (Int32) -> Void = { _ in Interrupts.arrived = 1 }
        signal(SIGINT, note)
        signal(SIGTERM, note)
        defer {
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
        let result = try body()
        return (result, arrived != 0)
    }

    /// The signal noted by ``noting(_:)`` (0: none yet).
    nonisolated(unsafe) static var noted: sig_atomic_t = 0

    /// How many ``noting(_:)`` bodies run now (on any thread), and the handlers the outermost
    /// replaced; guarded by ``notingLock``.
    nonisolated(unsafe) private static var notingDepth = 0
    nonisolated(unsafe) private static var replaced: [(Int32, (@convention(c) (Int32) -> Void)?)] = []
    private static let notingLock = NSLock()

    /// Runs `body` with Ctrl-C and SIGTERM noted rather than ending the process, so that it can
    /// end what it started first (``LimitedRun``); `body` asks ``notedSignal``. A signal already
    /// ignored stays ignored (a caller that holds them off: reset's and new-chapter's writes).
    /// Bodies may nest and run side by side (check's stages test alongside a build): the
    /// outermost installs the note and forgets an earlier signal; when the last ends, each
    /// signal does what it did before.
    public static func noting<T>(_ body: () throws -> T) rethrows -> T {
        notingLock.lock()
        if notingDepth == 0 {
            noted = 0
            let note: @convention(c) (Int32) -> Void = { Interrupts.noted = $0 }
            replaced = []
            for signalNumber in [SIGINT, SIGTERM] {
                let before = signal(signalNumber, note)
                // (SIG_IGN is 1 on Linux and Darwin.)
                if let before, unsafeBitCast(before, to: Int.self) == 1 { signal(signalNumber, before) }
                replaced.append((signalNumber, before))
            }
        }
        notingDepth += 1
        notingLock.unlock()
        defer {
            notingLock.lock()
            notingDepth -= 1
            if notingDepth == 0 { for (signalNumber, before) in replaced { signal(signalNumber, before) } }
            notingLock.unlock()
        }
        return try body()
    }

    /// The signal that arrived while ``noting(_:)`` runs, or nil.
    public static var notedSignal: Int32? { noted == 0 ? nil : noted }
}
