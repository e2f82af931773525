import Foundation

/// A folder of a test's own in the temporary folder, to write in and read back; `remove()` at
/// the end of the test.
struct TemporaryFolder {
    let url: URL

    init(_ label: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// `path` (relative to the folder), its folders made.
    func write(_ text: String, _ path: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// A shell script at `path`, executable.
    func script(_ body: String, _ path: String) throws -> URL {
        try write("#!/bin/sh\n\(body)\n", path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.appendingPathComponent(path).path)
        return url.appendingPathComponent(path)
    }

    /// What `path` holds, or "" when nothing.
    func text(_ path: String) -> String {
        (try? String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }
}
