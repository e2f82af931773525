import Foundation
import XCTest
@testable import WorkbookModel

final class GitTests: XCTestCase {
    func test_changes_underAPathspec_listsEachUntrackedFileAndNothingWhenCommitted() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("git-changes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Chapters/chapter1/Before"), withIntermediateDirectories: true)
        try Data("a\n".utf8).write(to: root.appendingPathComponent("Chapters/chapter1/Before/A.swift"))
        let sut = try XCTUnwrap(Git(root: root, path: ProcessInfo.processInfo.environment["PATH"]))
        for arguments in [["init", "-q"], ["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "published"]] {
            XCTAssertTrue(try sut.run(arguments).succeeded, "\(arguments)")
        }
        XCTAssertEqual(sut.changes(under: "Chapters/chapter*/Before/*"), [])

        try FileManager.default.createDirectory(at: root.appendingPathComponent("Chapters/chapter1/Before/New"), withIntermediateDirectories: true)
        try Data("b\n".utf8).write(to: root.appendingPathComponent("Chapters/chapter1/Before/New/B.swift"))

        XCTAssertEqual(sut.changes(under: "Chapters/chapter*/Before/*"), ["?? Chapters/chapter1/Before/New/B.swift"])
    }
}
