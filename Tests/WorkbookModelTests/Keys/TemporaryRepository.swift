import Foundation
import XCTest
@testable import WorkbookModel

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

    /// A stage's result kept as check keeps it (.build-check/SCOPE/last-run/result.json).
    func keep(_ scope: String, _ status: StageStatus, _ passed: Int, _ total: Int) throws {
        let parts = scope.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let result = StageResult(chapter: scope.split(separator: "-")[0].description, stage: parts[1], suite: parts[2],
                                 status: status, passed: passed, total: total)
        let folder = root.appendingPathComponent(".build-check/\(scope)/last-run")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try result.write(to: folder.appendingPathComponent("result.json"))
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
