@testable import HeadlessUIKitTesting
import XCTest

/// `VerificationCounter`: each test's verifications numbered in the order it makes them.
final class VerificationCounterTests: XCTestCase {
    func test_next_countsEachTestsVerificationsFromOne() {
        let sut = VerificationCounter()

        let counts = [sut.next(testFile: "/t/A.swift", testName: "test_a()"), sut.next(testFile: "/t/A.swift", testName: "test_a()"),
                      sut.next(testFile: "/t/A.swift", testName: "test_a()")]

        XCTAssertEqual(counts, [1, 2, 3])
    }

    func test_next_anotherTestOrAnotherFile_countsOnItsOwn() {
        let sut = VerificationCounter()
        _ = sut.next(testFile: "/t/A.swift", testName: "test_a()")

        let otherTest = sut.next(testFile: "/t/A.swift", testName: "test_b()")
        let otherFile = sut.next(testFile: "/t/B.swift", testName: "test_a()")

        XCTAssertEqual(otherTest, 1)
        XCTAssertEqual(otherFile, 1)
    }

    func test_next_fromManyThreadsAtOnce_givesEachNumberOnce() {
        let sut = VerificationCounter()
        let lock = NSLock()
        var numbers: [Int] = []

        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            let number = sut.next(testFile: "/t/A.swift", testName: "test_a()")
            lock.lock()
            numbers.append(number)
            lock.unlock()
        }

        XCTAssertEqual(numbers.sorted(), Array(1...200))
    }
}
