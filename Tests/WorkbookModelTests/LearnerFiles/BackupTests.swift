import Foundation
import XCTest
@testable import WorkbookModel

final class BackupTests: XCTestCase {
    func test_keep_aFolder_copiesWhatLinksPointAtAndKeepsDanglingLinks() throws {
        let repository = try TemporaryRepository()
        defer { repository.remove() }
        let sut = Backup(root: repository.root, date: Date(timeIntervalSince1970: 0))

        let folder = try sut.keep("Chapters/chapter1/Tests", as: "chapter1-Tests")

        XCTAssertTrue(folder.hasPrefix(".workbook/backups/chapter1-Tests-19700101-"), folder)
        let copy = repository.root.appendingPathComponent(folder)
        XCTAssertEqual(try String(contentsOf: copy.appendingPathComponent("S.swift"), encoding: .utf8), "shared\n")
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: copy.appendingPathComponent("S.swift").path), "a copy, not a link")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: copy.appendingPathComponent("Dangling.swift").path), "nowhere")
        XCTAssertEqual(try String(contentsOf: copy.appendingPathComponent("T.swift"), encoding: .utf8), "test\n")
    }

    func test_keep_twiceInOneSecond_makesTwoFolders() throws {
        let repository = try TemporaryRepository()
        defer { repository.remove() }
        let sut = Backup(root: repository.root, date: Date(timeIntervalSince1970: 0))

        let first = try sut.keep(files: ["Sources/M.swift"], as: "x")
        let second = try sut.keep(files: ["Sources/M.swift"], as: "x")

        XCTAssertNotEqual(first, second)
        XCTAssertEqual(try String(contentsOf: repository.root.appendingPathComponent("\(second)/Sources/M.swift"), encoding: .utf8), "m\n")
    }
}
