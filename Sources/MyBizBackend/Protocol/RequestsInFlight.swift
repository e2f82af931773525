import Foundation

/// Counts the requests the backend has taken and whose replies have not yet reached the app, safely from any thread.
///
/// A test's tearDown waits for this count to reach zero so that no request of
/// one test is answered in the next. Requests enter and leave it through
/// tickets (`RequestsInFlight.Ticket`) that the URL protocol holds. Asking
/// `URLSession.shared.getAllTasks` instead is not safe on Linux: corelibs
/// Foundation reads the session's task list without its lock, and polling it
/// while the app starts a request crashed the whole test process (SIGILL in
/// `Collection.map`).
final class RequestsInFlight: @unchecked Sendable {
    static let shared = RequestsInFlight()

    private let lock = NSLock()
    private var count = 0
    private var startedEver = 0
    private var whenIdle: [() -> Void] = []

    /// How many requests are being answered now.
    var current: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    /// How many requests have started since the process began: it changes whenever a new one starts.
    var total: Int {
        lock.lock()
        defer { lock.unlock() }
        return startedEver
    }

    func started() {
        lock.lock()
        count += 1
        startedEver += 1
        lock.unlock()
    }

    func finished() {
        lock.lock()
        count -= 1
        let idle = count == 0 ? whenIdle : []
        if count == 0 { whenIdle = [] }
        lock.unlock()
        // Outside the lock: a waiter may ask for the count again.
        idle.forEach { $0() }
    }

    /// Calls `body` once nothing is in flight: at once if nothing is, else right after the last request finishes.
    func whenNothingIsInFlight(_ body: @escaping () -> Void) {
        lock.lock()
        guard count > 0 else {
            lock.unlock()
            body()
            return
        }
        whenIdle.append(body)
        lock.unlock()
    }
}
