@testable import WorkbookModel
import Foundation
import XCTest

final class ParallelWorkTests: XCTestCase {
    private struct Failure: Error, Equatable {}

    func test_map_onTwoThreads_doesEveryIndexOnceWithItsResult() throws {
        let sut = try ParallelWork.map(count: 20, threads: 2) { index, _ in index * index }

        XCTAssertEqual(sut, Dictionary(uniqueKeysWithValues: (0..<20).map { ($0, $0 * $0) }))
    }

    func test_map_threadNumbers_areFromOneToTheThreadCount() throws {
        let sut = try ParallelWork.map(count: 20, threads: 3) { _, thread in thread }

        XCTAssertTrue(Set(sut.values).isSubset(of: [1, 2, 3]), "\(Set(sut.values))")
    }

    func test_map_whenABodySaysStop_claimsNoIndexAfterIt() throws {
        let sut = try ParallelWork.map(count: 100, threads: 1) { index, _ in index == 3 ? nil : index }

        XCTAssertEqual(sut.keys.sorted(), [0, 1, 2])
    }

    func test_map_whenABodyThrows_throwsItAfterTheOthersEnded() {
        XCTAssertThrowsError(try ParallelWork.map(count: 100, threads: 1) { index, _ -> Int? in
            if index == 5 { throw Failure() }
            return index
        }) { error in
            XCTAssertEqual(error as? Failure, Failure())
        }
    }

    func test_map_whileABodyWorks_callsWaitingOnTheCallingThread() throws {
        let waited = DispatchSemaphore(value: 0)
        var calls = 0

        let sut = try ParallelWork.map(count: 1, threads: 1, every: .milliseconds(1), waiting: { _ in
            calls += 1
            if calls == 1 { waited.signal() }
        }) { index, _ in
            // Ends only once the calling thread has waited for it at least once.
            waited.wait()
            return index
        }

        XCTAssertEqual(sut, [0: 0])
        XCTAssertGreaterThan(calls, 0)
    }

    func test_map_ofNoIndex_isEmpty() throws {
        let sut = try ParallelWork.map(count: 0, threads: 2) { index, _ in index }

        XCTAssertEqual(sut, [:])
    }
}
