import Foundation

/// Work on the indices 0..<count, done by a few threads side by side, each index by one of
/// them, in order of claim: grade's runs against the changes (``MutantWorkers``), integrity's
/// gradings of the stages. Each thread claims the next index until none is left; a body that
/// throws, or says to stop, ends the claiming for all (what runs still ends).
enum ParallelWork {
    /// Each index's result, done by `threads` threads at most, numbered from 1 (`body` is given
    /// the index and its thread's number: a folder of that thread's). `body` returns nil to stop: no
    /// index is claimed after it. While they work, `waiting` is called on the calling thread
    /// with how many indices are done, every `interval`. The first error a body throws is
    /// thrown once every thread has ended.
    static func map<Result>(count: Int, threads: Int, every interval: DispatchTimeInterval = .milliseconds(200),
                            waiting: (Int) -> Void = { _ in }, _ body: @escaping @Sendable (_ index: Int, _ thread: Int) throws -> Result?) throws -> [Int: Result] {
        let shared = Shared<Result>(count: count)
        let group = DispatchGroup()
        for thread in 1...max(1, min(threads, count)) {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                while let index = shared.claim() {
                    do {
                        guard let result = try body(index, thread) else { return shared.stop(nil) }
                        shared.record(result, at: index)
                    } catch {
                        return shared.stop(error)
                    }
                }
            }
        }
        while group.wait(timeout: .now() + interval) == .timedOut { waiting(shared.doneCount) }
        if let error = shared.error { throw error }
        return shared.results
    }

    /// What the threads share: the next index, the results, the first error.
    private final class Shared<Result>: @unchecked Sendable {
        private let lock = NSLock()
        private let count: Int
        private var next = 0
        private var stopped = false
        private var done: [Int: Result] = [:]
        private var firstError: Error?

        init(count: Int) {
            self.count = count
        }

        /// The next index, or nil when none is left or the work was stopped.
        func claim() -> Int? {
            locked {
                guard !stopped, next < count else { return nil }
                next += 1
                return next - 1
            }
        }

        func record(_ result: Result, at index: Int) {
            locked { done[index] = result }
        }

        func stop(_ error: Error?) {
            locked {
                stopped = true
                if firstError == nil { firstError = error }
            }
        }

        var doneCount: Int { locked { done.count } }
        var results: [Int: Result] { locked { done } }
        var error: Error? { locked { firstError } }

        private func locked<T>(_ body: () -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body()
        }
    }
}
