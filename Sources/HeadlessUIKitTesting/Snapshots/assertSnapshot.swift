import Foundation
import HeadlessUIKit
import XCTest

/// The environment variable that makes ``assertSnapshot(of:named:file:testName:line:)`` record instead of compare.
public let recordSnapshotsVariable = "RECORD_SNAPSHOTS"

/// Compares a window's text rendering with the snapshot stored beside the test file.
///
/// Snapshots live in `__Snapshots__/<TestFile>/<test>[.<name>].txt` next to
/// the test's source file (symlinks resolved, so a test file shared by two
/// targets has one snapshot). A missing snapshot is recorded and the test
/// fails once, asking for a check and a re-run. With `RECORD_SNAPSHOTS=1` every
/// snapshot is re-recorded (and the test fails, so that recording never passes
/// silently). A mismatch fails with a line diff: `-` expected, `+` actual.
public func assertSnapshot(
    of window: UIWindow,
    named name: String? = nil,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    assertSnapshot(WindowRenderer().render(window), named: name, file: file, testName: testName, line: line)
}

/// Compares a text with the snapshot stored beside the test file; see ``assertSnapshot(of:named:file:testName:line:)``.
public func assertSnapshot(
    _ text: String,
    named name: String? = nil,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    let url = snapshotURL(file: file, testName: testName, name: name)
    let recording = isRecordingSnapshots(ProcessInfo.processInfo.environment)
    if let failure = compareSnapshot(text, at: url, recording: recording) {
        XCTFail(failure, file: file, line: line)
    }
}

/// Whether the environment asks to re-record snapshots: ``recordSnapshotsVariable`` set to anything but empty or `0`.
func isRecordingSnapshots(_ environment: [String: String]) -> Bool {
    environment[recordSnapshotsVariable].map { !$0.isEmpty && $0 != "0" } ?? false
}

/// Compares a text with the snapshot file at a URL, recording it when asked or when missing; returns why the assertion fails, or `nil`.
func compareSnapshot(_ text: String, at url: URL, recording: Bool) -> String? {
    let stored = try? String(contentsOf: url, encoding: .utf8)
    if recording || stored == nil {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (text + "\n").write(to: url, atomically: true, encoding: .utf8)
            return "Recorded snapshot \(url.path); check it, then re-run without \(recordSnapshotsVariable)."
        } catch {
            return "Could not record snapshot \(url.path): \(error.localizedDescription)"
        }
    }
    let expected = stored.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 } ?? ""
    let diff = TextDiff(expected: expected, actual: text)
    guard !diff.lines.isEmpty else { return nil }
    return "Snapshot \(url.lastPathComponent) does not match (- snapshot, + now); re-record with \(recordSnapshotsVariable)=1 if the change is intended:\n\(diff.text)"
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
