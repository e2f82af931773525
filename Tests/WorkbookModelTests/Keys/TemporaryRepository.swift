import Foundation
import XCTest

/// A small repository in a temporary folder, laid out as the workbook is: a chapter's
/// Before, After and Tests (a link to a shared suite, a dangling link), Sources, the manifest.
struct TemporaryRepository {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-model-\(UUID().uuidString)")
        try write("Chapters/chapter1/Before/App.swift", "let a = 1\n")
        try write("Chapters/chapter1/After/App.swift", "let b = 2\n")
        try write("Chapters/chapter1/Tests/T.swift", "test\n")
        try write("Chapters/Shared/S.swift", "shared\n")
        try write("Sources/M.swift", "m\n")
        try write("Package.swift", "p\n")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Chapters/chapter1/Tests/S.swift").path,
                                                   withDestinationPath: "../../Shared/S.swift")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Chapters/chapter1/Tests/Dangling.swift").path,
                                                   withDestinationPath: "nowhere")
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
