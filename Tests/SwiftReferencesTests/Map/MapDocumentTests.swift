import Foundation
import SwiftReferences
import XCTest

/// `MapDocument`: a stage's map as JSON for programs (`workbook-map --json`).
final class MapDocumentTests: XCTestCase {
    private func map(_ sources: [String: String], edge: String?) throws -> DependencyMap {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("MapDocumentTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in sources {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return DependencyMap(try Codebase(folder: folder), chapterEdge: edge.flatMap(ChapterEdge.init))
    }

    func test_json_ofAStageWithItsEdgePresent_namesTheChapterStageAndEdge() throws {
        let map = try map(["API.swift": "class API { func logout() { UIApplication.appDelegate.showLogin() } }",
                           "AppDelegate.swift": "class AppDelegate {}"], edge: "API -> AppDelegate")
        let sut = MapDocument(folder: "Chapters/chapter1/Before", map: map)

        let json = sut.json

        XCTAssertEqual(json, #"{"chapter":"chapter1","edge":"API -> AppDelegate","edge_present":true,"# +
            #""mermaid":"```mermaid\ngraph LR\n    API ==>|\"logout() → showLogin · this chapter's edge: present\"| AppDelegate\n```","# +
            #""stage":"before","text":"API ==> AppDelegate  logout() → showLogin   <- this chapter's edge\nThis chapter's edge, API -> AppDelegate: present"}"#)
    }

    func test_json_ofAStageWhoseEdgeIsGone_saysFalse() throws {
        let map = try map(["API.swift": "class API {}", "AppDelegate.swift": "class AppDelegate {}"], edge: "API -> AppDelegate")
        let sut = MapDocument(folder: "Chapters/chapter1/After", map: map)

        let decoded = try JSONSerialization.jsonObject(with: Data(sut.json.utf8)) as? [String: Any]

        XCTAssertEqual(decoded?["edge_present"] as? Bool, false)
        XCTAssertEqual(decoded?["stage"] as? String, "after")
    }

    func test_json_withoutAnEdge_writesNullsForIt() throws {
        let map = try map(["API.swift": "class API {}"], edge: nil)
        let sut = MapDocument(folder: "Stage", map: map)

        let decoded = try JSONSerialization.jsonObject(with: Data(sut.json.utf8)) as? [String: Any]

        XCTAssertTrue(decoded?["edge"] is NSNull)
        XCTAssertTrue(decoded?["edge_present"] is NSNull)
        XCTAssertEqual(decoded?["chapter"] as? String, "")
        XCTAssertEqual(Set(decoded?.keys.map { $0 } ?? []), ["chapter", "stage", "edge", "edge_present", "mermaid", "text"])
    }

    func test_init_withJSON_choosesTheJSONFormat() throws {
        let sut = try MapCommand(arguments: ["Chapters/chapter1/Before", "--json"])

        XCTAssertEqual(sut.format, .json)
    }
}
