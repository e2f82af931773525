import Foundation
import MyBizTesting
import XCTest

/// `MyBizTestCase.assertSnapshot`: a MyBiz snapshot is a referee, which a learner's `RECORD_SNAPSHOTS=1` leaves alone.
final class MyBizTestCaseSnapshotTests: MyBizTestCase {
    // A test file that does not exist: the snapshot lives beside it, in a folder of its own.
    private static let fakeTestFile: StaticString = "/tmp/MyBizTestCaseSnapshotTests/FakeCharacterizationTests.swift"
    private let folder = URL(fileURLWithPath: "/tmp/MyBizTestCaseSnapshotTests")
    private var snapshot: URL {
        folder.appendingPathComponent("__Snapshots__/FakeCharacterizationTests/test_published.txt")
    }

    override func setUp() {
        super.setUp()
        try? FileManager.default.removeItem(at: folder)
    }

    override func tearDown() {
        unsetenv("RECORD_SNAPSHOTS")
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    func test_assertSnapshot_whileALearnerRecordsSnapshots_comparesAndLeavesTheSnapshotAlone() throws {
        try FileManager.default.createDirectory(at: snapshot.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "window (key)\n  label \"MyBiz\"\n".write(to: snapshot, atomically: true, encoding: .utf8)
        let modified = try FileManager.default.attributesOfItem(atPath: snapshot.path)[.modificationDate] as? Date
        setenv("RECORD_SNAPSHOTS", "1", 1)

        // An ordinary snapshot would be re-recorded here, and the test would fail saying so.
        assertSnapshot("window (key)\n  label \"MyBiz\"", file: Self.fakeTestFile, testName: "test_published()")

        let after = try FileManager.default.attributesOfItem(atPath: snapshot.path)[.modificationDate] as? Date
        XCTAssertEqual(after, modified)
    }
}
