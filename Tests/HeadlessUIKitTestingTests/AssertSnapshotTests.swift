import Foundation
import HeadlessUIKit
@testable import HeadlessUIKitTesting
import XCTest

/// `assertSnapshot`: where snapshots live, when they are recorded, and what a mismatch reports.
///
/// This file sits at the root of the test target, not in `Snapshots/`, because
/// snapshots live in `__Snapshots__` beside the test file and the target
/// excludes only its root `__Snapshots__` folder from its sources. The
/// mismatch and recording paths are tested through `compareSnapshot`, which
/// returns the failure message instead of failing the test (corelibs XCTest
/// has no `XCTExpectFailure`), against files in a temporary folder.
final class AssertSnapshotTests: XCTestCase {
    private var folder: URL!

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("AssertSnapshotTests-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        folder = nil
        super.tearDown()
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    // MARK: - Where snapshots live

    func test_snapshotURL_ofATest_isBesideTheTestFileInAFolderNamedAfterIt() {
        let url = snapshotURL(file: "/repo/Tests/AppTests/LoginTests.swift", testName: "test_login_showsError()", name: nil)

        XCTAssertEqual(url.path, "/repo/Tests/AppTests/__Snapshots__/LoginTests/test_login_showsError.txt")
    }

    func test_snapshotURL_withAName_addsItAfterTheTestName() {
        let url = snapshotURL(file: "/repo/Tests/AppTests/LoginTests.swift", testName: "test_login_showsError()", name: "afterRetry")

        XCTAssertEqual(url.lastPathComponent, "test_login_showsError.afterRetry.txt")
    }

    func test_snapshotURL_ofATestFileReachedThroughASymlink_isBesideTheRealFile() throws {
        let real = folder.appendingPathComponent("Shared/LoginTests.swift")
        try write("", to: real)
        let link = folder.appendingPathComponent("Linked")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder.appendingPathComponent("Shared"))
        let linkedPath = link.appendingPathComponent("LoginTests.swift").path

        let url = snapshotURL(forTestFileAt: linkedPath, testName: "test_a()", name: nil)

        XCTAssertEqual(url.path, real.resolvingSymlinksInPath().deletingLastPathComponent().path + "/__Snapshots__/LoginTests/test_a.txt")
    }

    // MARK: - When snapshots are recorded

    func test_isRecording_ordinaryForEachValue_isTrueOnlyWhenSetAndNotZero() {
        let values: [String?] = [nil, "", "0", "1", "yes"]

        let recording = values.map { value in isRecording(.ordinary, in: value.map { [recordSnapshotsVariable: $0] } ?? [:]) }

        XCTAssertEqual(recordSnapshotsVariable, "RECORD_SNAPSHOTS")
        XCTAssertEqual(recording, [false, false, false, true, true])
    }

    func test_isRecording_refereeWithRecordSnapshots_isFalse() {
        let environment = [recordSnapshotsVariable: "1"]

        let recording = isRecording(.referee, in: environment)

        XCTAssertFalse(recording)
    }

    func test_isRecording_withTheRefereeVariable_isTrueForRefereesOnly() {
        let environment = [recordRefereeSnapshotsVariable: "1"]

        let recording = [isRecording(.referee, in: environment), isRecording(.ordinary, in: environment)]

        XCTAssertEqual(recordRefereeSnapshotsVariable, "RECORD_REFEREE_SNAPSHOTS")
        XCTAssertEqual(recording, [true, false])
    }

    func test_compareSnapshot_withAMatchingSnapshot_passes() throws {
        let url = folder.appendingPathComponent("match.txt")
        try write("window (key)\n  label \"Inbox\"\n", to: url)

        let failure = compareSnapshot("window (key)\n  label \"Inbox\"", at: url, recording: false)

        XCTAssertNil(failure)
    }

    func test_compareSnapshot_withADifferentText_failsWithALineDiff() throws {
        let url = folder.appendingPathComponent("mismatch.txt")
        try write("window (key)\n  label \"Welcome\"\n", to: url)

        let failure = compareSnapshot("window (key)\n  label \"Goodbye\"", at: url, recording: false)

        XCTAssertEqual(failure, """
        Snapshot mismatch.txt does not match (- snapshot, + now); re-record with RECORD_SNAPSHOTS=1 if the change is intended:
          window (key)
        -   label "Welcome"
        +   label "Goodbye"
        """)
    }

    func test_compareSnapshot_withADifferentText_leavesTheSnapshotAsItWas() throws {
        let url = folder.appendingPathComponent("mismatch.txt")
        try write("old\n", to: url)

        _ = compareSnapshot("new", at: url, recording: false)

        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "old\n")
    }

    func test_compareSnapshot_withoutASnapshot_recordsItAndFailsAskingForACheck() throws {
        let url = folder.appendingPathComponent("LoginTests/test_new.txt")

        let failure = compareSnapshot("window (key)", at: url, recording: false)

        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "window (key)\n")
        XCTAssertTrue(failure?.hasPrefix("Recorded snapshot \(url.path); check it") == true, failure ?? "passed")
    }

    func test_compareSnapshot_whenRecording_overwritesAMatchingSnapshotAndStillFails() throws {
        let url = folder.appendingPathComponent("recorded.txt")
        try write("same\n", to: url)

        let failure = compareSnapshot("same", at: url, recording: true)

        XCTAssertNotNil(failure)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "same\n")
    }

    // MARK: - Referee snapshots

    func test_compareSnapshot_refereeWithADifferentText_failsSayingToUndoWithTheWholeDiff() throws {
        let url = folder.appendingPathComponent("referee.txt")
        try write("window (key)\n  label \"Welcome\"\n  button \"Sign In\"\n", to: url)

        let failure = compareSnapshot("window (key)\n  label \"Hello\"\n  button \"Log In\"", at: url, kind: .referee, recording: false)

        XCTAssertEqual(failure, """
        What the user sees has changed: referee.txt pins the screen as the workbook published it (- published, + now). \
        A refactoring keeps what the user sees, so this change is not one: undo your last change, or take a smaller step \
        and run the tests after it. This snapshot belongs to the workbook; RECORD_SNAPSHOTS does not re-record it.
          window (key)
        -   label "Welcome"
        -   button "Sign In"
        +   label "Hello"
        +   button "Log In"
        """)
    }

    func test_compareSnapshot_refereeWhileALearnerRecordsSnapshots_leavesTheSnapshotAsItWas() throws {
        let url = folder.appendingPathComponent("referee.txt")
        try write("published\n", to: url)
        let recording = isRecording(.referee, in: [recordSnapshotsVariable: "1"])

        let failure = compareSnapshot("changed", at: url, kind: .referee, recording: recording)

        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "published\n")
        XCTAssertTrue(failure?.hasPrefix("What the user sees has changed") == true, failure ?? "passed")
    }

    func test_compareSnapshot_refereeWithoutASnapshot_failsAskingToRestoreItAndRecordsNothing() throws {
        let url = folder.appendingPathComponent("LoginTests/test_gone.txt")

        let failure = compareSnapshot("window (key)", at: url, kind: .referee, recording: false)

        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
        XCTAssertEqual(failure, "Snapshot \(url.path) is missing. It is part of the workbook and pins what the user sees: "
            + "restore it (git checkout -- \"\(url.path)\"), then run the tests again.")
    }

    func test_compareSnapshot_refereeWhenMaintainersRecord_overwritesItAndStillFails() throws {
        let url = folder.appendingPathComponent("referee.txt")
        try write("old\n", to: url)

        let failure = compareSnapshot("new", at: url, kind: .referee, recording: true)

        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "new\n")
        XCTAssertEqual(failure, "Recorded snapshot \(url.path); check it, then re-run without RECORD_REFEREE_SNAPSHOTS.")
    }

    // MARK: - Against a stored snapshot

    func test_assertSnapshot_ofAWindowThatMatchesItsStoredSnapshot_passes() {
        let screen = launchApp(root: ViewsViewController(title: "Inbox", views: [Views.label("No messages"), Views.button("Compose")]))

        assertSnapshot(of: screen.window)

        XCTAssertTrue(FileManager.default.fileExists(atPath: snapshotURL(file: #filePath, testName: #function, name: nil).path))
    }
}
