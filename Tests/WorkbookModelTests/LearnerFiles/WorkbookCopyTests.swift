import Foundation
import XCTest
@testable import WorkbookModel

/// A copy of a workbook in git (a small one made here): what it holds, and what a second copy
/// at the same place keeps.
final class WorkbookCopyTests: XCTestCase {
    var repository: TemporaryRepository!
    var destination: URL!
    var git: Git!

    override func setUpWithError() throws {
        repository = try TemporaryRepository()
        destination = repository.root.appendingPathComponent(".build-check/copy")
        git = try XCTUnwrap(Git(root: repository.root, path: ProcessInfo.processInfo.environment["PATH"]), "git is on PATH")
        try repository.write(".gitignore", ".build*\nignored.txt\n")
        try repository.write("ignored.txt", "not copied\n")
        for arguments in [["init", "-q", "."], ["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false", "commit", "-q", "-m", "x"]] {
            XCTAssertTrue(try git.run(arguments).succeeded, "\(arguments)")
        }
        try repository.write("Extra/Untracked.swift", "u\n")
    }

    override func tearDown() {
        repository.remove()
    }

    var sut: WorkbookCopy { WorkbookCopy(root: repository.root, destination: destination, git: git) }

    func text(_ path: String) -> String? {
        try? String(contentsOf: destination.appendingPathComponent(path), encoding: .utf8)
    }

    func test_make_copiesTrackedAndUntrackedFilesAndLinks_notIgnoredOnes_andCommitsThem() throws {
        try sut.make()

        XCTAssertEqual(text("Chapters/chapter1/Before/App.swift"), "let a = 1\n")
        XCTAssertEqual(text("Extra/Untracked.swift"), "u\n")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: destination.appendingPathComponent("Chapters/chapter1/Tests/S.swift").path),
                       "../../Shared/S.swift")
        XCTAssertNil(text("ignored.txt"))
        var copyGit = git!
        copyGit.root = destination
        XCTAssertEqual(copyGit.lines(["status", "--porcelain"]), [], "everything committed")
        XCTAssertEqual(copyGit.lines(["log", "--format=%s"]), ["Copy of the workbook"])
    }

    func test_make_again_keepsItsBuildFoldersAndUnchangedFiles_andFollowsTheWorkbook() throws {
        try sut.make()
        try FileManager.default.createDirectory(at: destination.appendingPathComponent(".build-check"), withIntermediateDirectories: true)
        try "built\n".write(to: destination.appendingPathComponent(".build-check/kept"), atomically: true, encoding: .utf8)
        let unchanged = destination.appendingPathComponent("Chapters/chapter1/After/App.swift")
        let before = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: unchanged.path)[.systemFileNumber] as? Int)
        try repository.write("Chapters/chapter1/Before/App.swift", "let a = 2\n")
        try FileManager.default.removeItem(at: repository.root.appendingPathComponent("Extra/Untracked.swift"))

        try sut.make()

        XCTAssertEqual(text(".build-check/kept"), "built\n")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: unchanged.path)[.systemFileNumber] as? Int, before, "not written anew")
        XCTAssertEqual(text("Chapters/chapter1/Before/App.swift"), "let a = 2\n")
        XCTAssertNil(text("Extra/Untracked.swift"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: destination.appendingPathComponent("Extra").path), "an emptied folder goes")
    }
}
