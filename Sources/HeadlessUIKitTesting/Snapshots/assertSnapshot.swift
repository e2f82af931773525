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
    let recording = ProcessInfo.processInfo.environment[recordSnapshotsVariable].map { !$0.isEmpty && $0 != "0" } ?? false
    let stored = try? String(contentsOf: url, encoding: .utf8)
    if recording || stored == nil {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (text + "\n").write(to: url, atomically: true, encoding: .utf8)
            XCTFail("Recorded snapshot \(url.path); check it, then re-run without \(recordSnapshotsVariable).", file: file, line: line)
        } catch {
            XCTFail("Could not record snapshot \(url.path): \(error.localizedDescription)", file: file, line: line)
        }
        return
    }
    let expected = stored.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 } ?? ""
    let diff = TextDiff(expected: expected, actual: text)
    if !diff.lines.isEmpty {
        XCTFail("Snapshot \(url.lastPathComponent) does not match (- snapshot, + now); re-record with \(recordSnapshotsVariable)=1 if the change is intended:\n\(diff.text)", file: file, line: line)
    }
}

func snapshotURL(file: StaticString, testName: String, name: String?) -> URL {
    let source = URL(fileURLWithPath: "\(file)").resolvingSymlinksInPath()
    let test = testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName
    let fileName = [test, name].compactMap { $0 }.joined(separator: ".") + ".txt"
    return source.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(source.deletingPathExtension().lastPathComponent)
        .appendingPathComponent(fileName)
}
