import Foundation
import HeadlessUIKit
import XCTest

/// The environment variable that makes ``assertSnapshot(of:named:as:renderer:file:testName:line:)`` re-record ordinary snapshots.
public let recordSnapshotsVariable = "RECORD_SNAPSHOTS"

/// The environment variable with which the maintainers of a suite re-record its referee snapshots, on purpose.
public let recordRefereeSnapshotsVariable = "RECORD_REFEREE_SNAPSHOTS"

/// Compares a window's text rendering (see ``WindowRenderer``) with the snapshot stored beside the test file.
///
/// Snapshots live in `__Snapshots__/<TestFile>/<test>[.<name>].txt` next to
/// the test's source file (symlinks resolved, so a test file shared by two
/// targets has one snapshot). A mismatch fails with a line diff: `-` the
/// snapshot, `+` now. Who may re-record a snapshot depends on its kind:
/// - ``SnapshotKind/ordinary``: a missing snapshot is recorded and the test
///   fails once, asking for a check; with `RECORD_SNAPSHOTS=1` every snapshot
///   is re-recorded (and the test fails, so that recording never passes
///   silently).
/// - ``SnapshotKind/referee``: only `RECORD_REFEREE_SNAPSHOTS=1` records or
///   re-records it. `RECORD_SNAPSHOTS=1` leaves it alone, and a mismatch or a
///   missing file tells whoever changed the code what to do instead.
public func assertSnapshot(
    of window: UIWindow,
    named name: String? = nil,
    as kind: SnapshotKind = .ordinary,
    renderer: WindowRenderer = WindowRenderer(),
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    assertSnapshot(renderer.render(window), named: name, as: kind, file: file, testName: testName, line: line)
}

/// Compares a text with the snapshot stored beside the test file; see ``assertSnapshot(of:named:as:renderer:file:testName:line:)``.
public func assertSnapshot(
    _ text: String,
    named name: String? = nil,
    as kind: SnapshotKind = .ordinary,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    let url = snapshotURL(file: file, testName: testName, name: name)
    let recording = isRecording(kind, in: ProcessInfo.processInfo.environment)
    if let failure = compareSnapshot(text, at: url, kind: kind, recording: recording) {
        XCTFail(failure, file: file, line: line)
    }
}

/// Whether the environment asks to re-record snapshots of a kind: its variable set to anything but empty or `0`.
func isRecording(_ kind: SnapshotKind, in environment: [String: String]) -> Bool {
    environment[kind.recordingVariable].map { !$0.isEmpty && $0 != "0" } ?? false
}

/// Compares a text with the snapshot file at a URL, recording it when asked (or, for an ordinary one, when missing); returns why the assertion fails, or `nil`.
func compareSnapshot(_ text: String, at url: URL, kind: SnapshotKind = .ordinary, recording: Bool) -> String? {
    let stored = try? String(contentsOf: url, encoding: .utf8)
    if recording || (stored == nil && kind == .ordinary) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (text + "\n").write(to: url, atomically: true, encoding: .utf8)
            return "Recorded snapshot \(url.path); check it, then re-run without \(kind.recordingVariable)."
        } catch {
            return "Could not record snapshot \(url.path): \(error.localizedDescription)"
        }
    }
    guard let stored else {
        return "Snapshot \(url.path) is missing. It is part of the workbook and pins what the user sees: "
            + "restore it (git checkout -- \"\(url.path)\"), then run the tests again."
    }
    let expected = stored.hasSuffix("\n") ? String(stored.dropLast()) : stored
    let diff = TextDiff(expected: expected, actual: text)
    guard !diff.lines.isEmpty else { return nil }
    switch kind {
    case .ordinary:
        return "Snapshot \(url.lastPathComponent) does not match (- snapshot, + now); "
            + "re-record with \(recordSnapshotsVariable)=1 if the change is intended:\n\(diff.text)"
    case .referee:
        return "What the user sees has changed: \(url.lastPathComponent) pins the screen as the workbook published it "
            + "(- published, + now). A refactoring keeps what the user sees, so this change is not one: "
            + "undo your last change, or take a smaller step and run the tests after it. "
            + "This snapshot belongs to the workbook; \(recordSnapshotsVariable) does not re-record it.\n\(diff.text)"
    }
}

/// Where the snapshot of a test lives: `__Snapshots__/<TestFile>/<test>[.<name>].txt` beside the test file.
func snapshotURL(file: StaticString, testName: String, name: String?) -> URL {
    snapshotURL(forTestFileAt: "\(file)", testName: testName, name: name)
}

/// Where the snapshot of a test lives, from the test file's path; symlinks are resolved, so a shared test file has one snapshot.
func snapshotURL(forTestFileAt path: String, testName: String, name: String?) -> URL {
    let source = URL(fileURLWithPath: path).resolvingSymlinksInPath()
    let test = testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName
    let fileName = [test, name].compactMap { $0 }.joined(separator: ".") + ".txt"
    return source.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(source.deletingPathExtension().lastPathComponent)
        .appendingPathComponent(fileName)
}
