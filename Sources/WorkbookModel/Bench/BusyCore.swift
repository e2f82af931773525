import Foundation

/// One core kept busy by a thread of this process that spins until stopped (bench-grade's
/// budgets "with the other core busy"): it ends with the process, however that ends.
final class BusyCore: @unchecked Sendable {
    private let lock = NSLock()
    private var spinning = false
    /// Which start the spinning thread belongs to: a thread of an earlier one ends.
    private var generation = 0

    /// Starts spinning (nothing when it already does).
    func start() {
        lock.lock()
        defer { lock.unlock() }
        guard !spinning else { return }
        spinning = true
        generation += 1
        let mine = generation
        Thread.detachNewThread { [self] in
            var turns = 0
            while true {
                turns &+= 1
                // (A look at the flag now and then: the spinning is the point.)
                if turns % 1_000_000 == 0, !isSpinning(mine) { return }
            }
        }
    }

    /// Stops the spinning thread (it ends at its next look).
    func stop() {
        lock.lock()
        spinning = false
        lock.unlock()
    }

    private func isSpinning(_ start: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return spinning && generation == start
    }
}
