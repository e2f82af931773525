// A stress probe, not a test: it replays what a test's tearDown does while the app keeps
// requests going, to show whether watching for requests in flight can crash the process.
//
//   swift run MyBizBackendProbe old [seconds]   asks URLSession.shared.getAllTasks over and over,
//                                               as tearDown did; on Linux this dies with SIGILL
//   swift run MyBizBackendProbe new [seconds]   watches the backend's own count, as tearDown does now
//
// Exit status: 0 when the probe ran its time and every check held; 1 when a check failed;
// a crash shows as the signal's status (132 for SIGILL).

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MyBizBackend

/// A counter shared between the probe's threads.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var current: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func increment() {
        lock.lock()
        value += 1
        lock.unlock()
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.first ?? "new"
let seconds = arguments.count > 1 ? Double(arguments[1]) ?? 2 : 2
guard ["old", "new"].contains(mode) else {
    FileHandle.standardError.write(Data("usage: MyBizBackendProbe old|new [seconds]\n".utf8))
    exit(2)
}

let backend = MyBizBackend.install()
let url = MyBizBackend.serverURL.appendingPathComponent("api/events")
let stopLoad = Counter()
let loadStopped = DispatchSemaphore(value: 0)

// The app: bursts of four requests, the next burst as soon as the last one's reply arrived,
// as a screen that loads its data does, only without pause.
let app = Thread {
    while stopLoad.current == 0 {
        let burst = DispatchGroup()
        for _ in 0..<4 {
            burst.enter()
            URLSession.shared.dataTask(with: url) { _, _, _ in burst.leave() }.resume()
        }
        burst.wait()
    }
    loadStopped.signal()
}
app.start()

let end = Date(timeIntervalSinceNow: seconds)
var polls = 0
var failures: [String] = []
let waitersCalled = Counter()
var waitersRegistered = 0

while Date() < end {
    polls += 1
    switch mode {
    case "old":
        let listed = DispatchSemaphore(value: 0)
        URLSession.shared.getAllTasks { _ in listed.signal() }
        listed.wait()
    default:
        if backend.requestsInFlight < 0 { failures.append("the count of requests in flight went below zero") }
        _ = backend.requestsStarted
        backend.whenNothingIsInFlight { waitersCalled.increment() }
        waitersRegistered += 1
    }
}

stopLoad.increment()
loadStopped.wait()
if mode == "new" {
    // Once the app stops, the count must come back to zero and call every waiter.
    let idle = DispatchSemaphore(value: 0)
    backend.whenNothingIsInFlight { idle.signal() }
    if idle.wait(timeout: .now() + 2) == .timedOut {
        failures.append("\(backend.requestsInFlight) request(s) still counted in flight 2 s after the app stopped")
    }
    if waitersCalled.current != waitersRegistered {
        failures.append("\(waitersRegistered - waitersCalled.current) of \(waitersRegistered) waiters were never called")
    }
}
print("\(mode): \(polls) polls while the app sent \(backend.requestsStarted) requests in \(seconds) s; "
    + (failures.isEmpty ? "no crash, every check held" : failures.joined(separator: "; ")))
exit(failures.isEmpty ? 0 : 1)
