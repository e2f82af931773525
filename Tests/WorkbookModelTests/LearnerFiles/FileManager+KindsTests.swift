import Foundation
import XCTest
@testable import WorkbookModel

final class FileManagerKindsTests: XCTestCase {
    private let sut = FileManager.default

    func test_isFolderAndIsFile_aFolder_isAFolderOnly() throws {
        let repository = try TemporaryRepository()
        defer { repository.remove() }

        let folder = repository.root.appendingPathComponent("Chapters/chapter1/Before")

        XCTAssertTrue(sut.isFolder(at: folder))
        XCTAssertFalse(sut.isFile(at: folder))
    }

    func test_isFolderAndIsFile_aFileAndALinkToOne_areFilesOnly() throws {
        let repository = try TemporaryRepository()
        defer { repository.remove() }

        for path in ["Chapters/chapter1/Before/App.swift", "Chapters/chapter1/Tests/S.swift"] {
            let file = repository.root.appendingPathComponent(path)

            XCTAssertTrue(sut.isFile(at: file), path)
            XCTAssertFalse(sut.isFolder(at: file), path)
        }
    }

    func test_isFolder_aLinkToAFolder_isAFolder() throws {
        let repository = try TemporaryRepository()
        defer { repository.remove() }
        let link = repository.root.appendingPathComponent("Chapters/Linked")
        try sut.createSymbolicLink(atPath: link.path, withDestinationPath: "chapter1")

        XCTAssertTrue(sut.isFolder(at: link))
        XCTAssertFalse(sut.isFile(at: link))
    }

    func test_isFolderAndIsFile_nothingOrADanglingLink_isNeither() throws {
        let repository = try TemporaryRepository()
        defer { repository.remove() }

        for path in ["Chapters/chapter1/Missing.swift", "Chapters/chapter1/Tests/Dangling.swift"] {
            let url = repository.root.appendingPathComponent(path)

            XCTAssertFalse(sut.isFile(at: url), path)
            XCTAssertFalse(sut.isFolder(at: url), path)
        }
    }
}
