import Foundation

extension RequestsInFlight {
    /// One request's place in the count: counted when made, and counted out exactly once.
    ///
    /// The URL protocol holds one from the moment the platform makes the
    /// protocol object for a request. It ends the ticket itself once its last
    /// call to the URL loading system's client has returned; a protocol the
    /// platform lets go of first (a cancelled request, one never started)
    /// ends it as it goes. Either way the count drops only behind the
    /// operations already on `queue`: URLSession runs a task's completion
    /// handler on its delegate queue, so a ticket ending behind that queue
    /// counts the request until the app has heard the reply, wherever the
    /// platform queued the handler before the ticket ended.
    ///
    /// Once counted out, the ticket also queues an empty block on the main
    /// queue: a test waiting on the main thread for what the handler did
    /// (an expectation it fulfilled on the delegate queue) then hears of it
    /// at once. corelibs XCTest (Swift 6.3) waits by running the run loop in
    /// slices of up to 0.1 s and stops it with `CFRunLoopStop`, which is lost
    /// when it lands between two slices (swift-corelibs-xctest,
    /// `XCTWaiter.primitiveWait`); the block wakes the slice that follows,
    /// which would otherwise sleep its 0.1 s out.
    final class Ticket: @unchecked Sendable {
        private let counter: RequestsInFlight
        private let queue: OperationQueue
        private let lock = NSLock()
        private var isEnded = false

        /// Counts one more request in flight on `counter`, until the ticket ends behind `queue`.
        init(counting counter: RequestsInFlight, endingBehind queue: OperationQueue) {
            self.counter = counter
            self.queue = queue
            counter.started()
        }

        deinit {
            end()
        }

        /// Counts the request out behind what `queue` holds now; only the first call counts.
        func end() {
            lock.lock()
            let wasEnded = isEnded
            isEnded = true
            lock.unlock()
            guard !wasEnded else { return }
            let counter = self.counter
            queue.addOperation {
                counter.finished()
                DispatchQueue.main.async {}
            }
        }
    }
}
