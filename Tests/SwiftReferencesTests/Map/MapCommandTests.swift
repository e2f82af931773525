import Foundation
import SwiftReferences
import XCTest

/// `MapCommand`: `workbook-map`'s arguments and what it prints.
final class MapCommandTests: XCTestCase {
    func test_init_withEveryOption_readsThem() throws {
        let sut = try MapCommand(arguments: ["Chapters/chapter1/Before", "--edge", "API -> AppDelegate", "--only", "API, Logger", "--text"])

        XCTAssertEqual(sut.folder, "Chapters/chapter1/Before")
        XCTAssertEqual(sut.edge, ChapterEdge("API -> AppDelegate"))
        XCTAssertEqual(sut.selection, .only(["API", "Logger"]))
        XCTAssertEqual(sut.format, .text)
    }

    func test_init_withFocus_readsItsUnitsAndFolders() throws {
        let sut = try MapCommand(arguments: ["Shop", "--focus", "Cart, Checkout Payments/ /Deep/"])

        XCTAssertEqual(sut.selection, .focus(MapFocus(units: ["Cart", "Checkout"], folders: ["Payments", "Deep"])))
    }

    func test_init_withOnlyAFolder_drawsEveryUnitInBothFormats() throws {
        let sut = try MapCommand(arguments: ["Chapters/chapter1/After"])

        XCTAssertEqual(sut.selection, .all)
        XCTAssertEqual(sut.format, .both)
        XCTAssertNil(sut.edge)
    }

    func test_init_withBadArguments_throwsAUsageError() {
        XCTAssertThrowsError(try MapCommand(arguments: [])) { XCTAssertTrue($0 is MapCommand.UsageError) }
        XCTAssertThrowsError(try MapCommand(arguments: ["A", "--edge", "API"])) { XCTAssertTrue($0 is MapCommand.UsageError) }
        XCTAssertThrowsError(try MapCommand(arguments: ["A", "--only"])) { XCTAssertTrue($0 is MapCommand.UsageError) }
        XCTAssertThrowsError(try MapCommand(arguments: ["A", "--focus"])) { XCTAssertTrue($0 is MapCommand.UsageError) }
        XCTAssertThrowsError(try MapCommand(arguments: ["A", "--focus", "--text"])) { XCTAssertTrue($0 is MapCommand.UsageError) }
        XCTAssertThrowsError(try MapCommand(arguments: ["A", "B"])) { XCTAssertTrue($0 is MapCommand.UsageError) }
        XCTAssertThrowsError(try MapCommand(arguments: ["A", "--verbose"])) { XCTAssertTrue($0 is MapCommand.UsageError) }
    }

    func test_output_ofAFolder_isTheMermaidBlockThenTheTextBlock() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("MapCommandTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "class API { func logout() { UIApplication.appDelegate.showLogin() } }".write(to: folder.appendingPathComponent("API.swift"), atomically: true, encoding: .utf8)
        try "class AppDelegate {}".write(to: folder.appendingPathComponent("AppDelegate.swift"), atomically: true, encoding: .utf8)
        let sut = try MapCommand(arguments: [folder.path, "--edge", "API -> AppDelegate"])

        let output = try sut.output()

        XCTAssertEqual(output, """
            ```mermaid
            graph LR
                API ==>|"logout() → showLogin · this chapter's edge: present"| AppDelegate
            ```

            ```
            API ==> AppDelegate  logout() → showLogin   <- this chapter's edge
            This chapter's edge, API -> AppDelegate: present
            ```
            """)
    }

    func test_output_ofAMissingFolder_throwsAFolderError() throws {
        let sut = try MapCommand(arguments: ["/no/such/stage"])

        XCTAssertThrowsError(try sut.output()) { XCTAssertEqual(($0 as? MapCommand.FolderError)?.description, "no such folder: /no/such/stage") }
    }
}
