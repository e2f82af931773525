import Foundation
import XCTest
@testable import WorkbookModel

final class WorkbookFolderTests: XCTestCase {
    private var repository: TemporaryRepository!

    override func setUpWithError() throws {
        repository = try TemporaryRepository()
    }

    override func tearDown() {
        repository.remove()
    }

    private var folders: [URL] { [repository.root.appendingPathComponent("Chapters"), repository.root.appendingPathComponent("Sources")] }

    func test_unbuildablePath_none_isNil() {
        XCTAssertNil(WorkbookFolder.unbuildablePath(root: repository.root, folders: folders))
    }

    func test_unbuildablePath_aNameWithADoubleQuote_isNamedWithWhy() throws {
        try repository.write("Chapters/chapter1/Before/Say \"hi\".swift", "\n")

        let sut = WorkbookFolder.unbuildablePath(root: repository.root, folders: folders)

        XCTAssertEqual(sut?.path, repository.root.path + "/Chapters/chapter1/Before/Say \"hi\".swift")
        XCTAssertEqual(sut?.why, "a double quote or a line break in a name")
    }

    func test_unbuildablePath_aPathOver1000Characters_isNamedWithItsLength() throws {
        let deep = (0..<12).map { _ in String(repeating: "d", count: 90) }.joined(separator: "/")
        try repository.write("Sources/\(deep)/File.swift", "\n")

        let sut = WorkbookFolder.unbuildablePath(root: repository.root, folders: folders)

        XCTAssertEqual(sut.map { $0.why.hasSuffix("characters, over 1000") }, true, "\(String(describing: sut))")
    }

    func test_unbuildablePath_theRootItself_comesFirst() {
        let root = URL(fileURLWithPath: "/tmp/my \"workbook\"")

        XCTAssertEqual(WorkbookFolder.unbuildablePath(root: root, folders: [])?.why, "a double quote or a line break")
    }

    func test_unwritableReason_aWritableFolder_isNil_andMadeWhenMissing_leavingNoProbe() {
        let folder = repository.root.appendingPathComponent(".build-check/new")

        XCTAssertNil(WorkbookFolder.unwritableReason(folder))
        XCTAssertEqual(FolderEntry.list(folder.path).map(\.name), [])
    }

    func test_unwritableReason_aFolderUnderAFile_saysWhatTheSystemSays() throws {
        try repository.write("plain", "a file\n")

        XCTAssertEqual(WorkbookFolder.unwritableReason(repository.root.appendingPathComponent("plain/.build-check")), "Not a directory")
    }
}
