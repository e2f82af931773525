@testable import MyBizBackend
import XCTest

/// `RequestsInFlight.Ticket`: how a request enters and leaves the count, whatever the platform's URLSession does.
final class RequestsInFlightTicketTests: XCTestCase {
    private var counter: RequestsInFlight!
    private var queue: OperationQueue!

    override func setUp() {
        super.setUp()
        counter = RequestsInFlight()
        queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
    }

    override func tearDown() {
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        counter = nil
        queue = nil
        super.tearDown()
    }

    func test_init_countsOneRequestStartedAndInFlight() {
        let sut = RequestsInFlight.Ticket(counting: counter, endingBehind: queue)

        XCTAssertEqual(counter.current, 1)
        XCTAssertEqual(counter.total, 1)
        withExtendedLifetime(sut) {}
    }

    func test_end_countsOutOnlyOnceTheQueueHasRunWhatItHeld() {
        let sut = RequestsInFlight.Ticket(counting: counter, endingBehind: queue)
        queue.isSuspended = true

        sut.end()
        let beforeTheQueueRan = counter.current
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()

        XCTAssertEqual(beforeTheQueueRan, 1)
        XCTAssertEqual(counter.current, 0)
    }

    func test_end_afterACompletionHandlerQueuedFirst_countsOutAfterIt() {
        let sut = RequestsInFlight.Ticket(counting: counter, endingBehind: queue)
        let countWhileTheHandlerRan = Locked<Int?>(nil)
        let counter = self.counter!
        queue.addOperation { countWhileTheHandlerRan.value = counter.current }

        sut.end()
        queue.waitUntilAllOperationsAreFinished()

        XCTAssertEqual(countWhileTheHandlerRan.value, 1)
        XCTAssertEqual(counter.current, 0)
    }

    func test_end_calledTwice_countsOutOnce() {
        _ = RequestsInFlight.Ticket(counting: counter, endingBehind: queue)
        let sut = RequestsInFlight.Ticket(counting: counter, endingBehind: queue)

        sut.end()
        sut.end()
        queue.waitUntilAllOperationsAreFinished()

        // The first ticket was dropped at once, the second ended twice: both out, once each.
        XCTAssertEqual(counter.current, 0)
        XCTAssertEqual(counter.total, 2)
    }

    func test_deinit_ofATicketNeverEnded_countsOut() {
        var sut: RequestsInFlight.Ticket? = RequestsInFlight.Ticket(counting: counter, endingBehind: queue)

        sut = nil
        queue.waitUntilAllOperationsAreFinished()

        XCTAssertNil(sut)
        XCTAssertEqual(counter.current, 0)
    }

    func test_deinit_afterEnd_doesNotCountOutAgain() {
        _ = RequestsInFlight.Ticket(counting: counter, endingBehind: queue)
        var sut: RequestsInFlight.Ticket? = RequestsInFlight.Ticket(counting: counter, endingBehind: queue)
        sut?.end()

        sut = nil
        queue.waitUntilAllOperationsAreFinished()

        XCTAssertNil(sut)
        XCTAssertEqual(counter.current, 0, "two tickets, two count-outs: never below zero")
        XCTAssertEqual(counter.total, 2)
    }
}
