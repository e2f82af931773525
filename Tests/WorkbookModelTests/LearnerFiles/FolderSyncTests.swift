import XCTest
@testable import WorkbookModel

/// A learner's folder made the same as another: what changes, known before writing; written
/// through a rename; editors' dot files left alone; links and unwritable folders found first.
final class FolderSyncTests: XCTestCase {
    var folder: URL!
    var sut: FolderSync!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("folder-sync-\(UUID().uuidString)")
        sut = FolderSync(destination: folder.appendingPathComponent("repo/Before"), source: folder.appendingPathComponent("state"))
        try write("state/Same.swift", "same")
        try write("state/Sub/New.swift", "new")
        try write("state/Changed.swift", "after")
        try write("repo/Before/Same.swift", "same")
        try write("repo/Before/Changed.swift", "before")
        try write("repo/Before/Gone/Old.swift", "old")
        try write("repo/Before/.editor.swp", "mine")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func text(_ path: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    func test_changes_missingFilesGo_differingOnesAreWritten_dotNamesStay() {
        XCTAssertEqual(sut.changes(), [.remove("Gone/Old.swift"), .write("Changed.swift"), .write("Sub/New.swift")])
    }

    func test_changes_aLinkToTheSameContent_isWrittenOver() throws {
        try FileManager.default.removeItem(at: folder.appendingPathComponent("repo/Before/Same.swift"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("repo/Before/Same.swift").path,
                                                   withDestinationPath: folder.appendingPathComponent("state/Same.swift").path)

        XCTAssertTrue(sut.changes().contains(.write("Same.swift")))
    }

    func test_apply_makesTheFolderTheSame_andRemovesFoldersLeftEmpty() throws {
        var told: [String] = []

        try sut.apply(sut.changes()) { told.append($0) }

        XCTAssertEqual(text("repo/Before/Changed.swift"), "after")
        XCTAssertEqual(text("repo/Before/Sub/New.swift"), "new")
        XCTAssertNil(text("repo/Before/Gone/Old.swift"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("repo/Before/Gone").path))
        XCTAssertEqual(text("repo/Before/.editor.swp"), "mine")
        XCTAssertEqual(told, ["Gone/Old.swift", "Changed.swift", "Sub/New.swift"])
        XCTAssertEqual(sut.changes(), [])
    }

    func test_linkLeaving_aLinkOutOfTheRepository_isNamedWithWhereItLeads() throws {
        try write("elsewhere/Mine.swift", "mine")
        let link = folder.appendingPathComponent("repo/Before/Changed.swift")
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: folder.appendingPathComponent("elsewhere/Mine.swift").path)

        let found = sut.linkLeaving(root: folder.appendingPathComponent("repo"))

        XCTAssertEqual(found?.link, "Before/Changed.swift")
        XCTAssertEqual(found?.target, folder.appendingPathComponent("elsewhere/Mine.swift").resolvingSymlinksInPath().path)
    }

    func test_linkLeaving_aLinkInsideTheRepository_isNone() throws {
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("repo/Before/Alias.swift").path, withDestinationPath: "Same.swift")

        XCTAssertNil(sut.linkLeaving(root: folder.appendingPathComponent("repo")))
    }

    func test_unwritableFolder_writableFolders_isNone() {
        XCTAssertNil(sut.unwritableFolder(for: ["Changed.swift", "Sub/Deeper/New.swift"], root: folder.appendingPathComponent("repo")))
    }
}
