import Foundation
import XCTest
@testable import WorkbookModel

final class BuildFolderTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("build-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/A"), withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: root.appendingPathComponent("Sources/A/A.swift"))
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: root)
    }

    private func make(_ path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: url)
    }

    func test_freshen_emptyFolder_keepsTheSumsAndSaysNothing() {
        let sut = BuildFolder(url: root.appendingPathComponent(".build"))

        XCTAssertNil(sut.freshen(root: root))
        XCTAssertEqual(try String(contentsOf: sut.url.appendingPathComponent(BuildFolderHealth.sourcesSumFile), encoding: .utf8),
                       BuildFolderHealth.ownSourcesSum(root: root) + "\n")
    }

    func test_freshen_builtWithoutARecord_emptiesItButItsKeptResults() throws {
        let sut = BuildFolder(url: root.appendingPathComponent(".build"))
        try make("debug/A.o", in: sut.url)
        try make("last-run/result.json", in: sut.url)

        let note = sut.freshen(root: root)

        XCTAssertEqual(note, "note: the build folder kept no record of the workbook's own sources it was built from: rebuilt from scratch (\(BuildFolder.staleBuildBug))")
        XCTAssertFalse(FileManager.default.fileExists(atPath: sut.url.appendingPathComponent("debug").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: sut.url.appendingPathComponent("last-run/result.json").path))
    }

    func test_freshen_sourcesChangedSinceTheBuild_saysSo_thenNothingMore() throws {
        let sut = BuildFolder(url: root.appendingPathComponent(".build"))
        _ = sut.freshen(root: root)
        try make("debug/A.o", in: sut.url)
        try Data("let a = 2\n".utf8).write(to: root.appendingPathComponent("Sources/A/A.swift"))

        XCTAssertEqual(sut.freshen(root: root), "note: the workbook's own sources changed since the last build: rebuilt from scratch (\(BuildFolder.staleBuildBug))")
        try make("debug/A.o", in: sut.url)
        XCTAssertNil(sut.freshen(root: root), "built from these sources: kept")
        XCTAssertTrue(FileManager.default.fileExists(atPath: sut.url.appendingPathComponent("debug/A.o").path))
    }

    func test_swiftPMTemporaryFolder_removesOldLeftoversOnly() throws {
        let folder = try XCTUnwrap(BuildFolder.swiftPMTemporaryFolder(root: root))
        let old = folder.appendingPathComponent("TemporaryDirectory.old"), young = folder.appendingPathComponent("TemporaryDirectory.young")
        try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: young, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: old.path)

        XCTAssertEqual(BuildFolder.swiftPMTemporaryFolder(root: root)?.path, folder.path)
        XCTAssertFalse(FileManager.default.fileExists(atPath: old.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: young.path))
    }
}
