import Foundation
import XCTest
@testable import WorkbookModel

final class LayoutDigestsTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("layout-digests-\(UUID().uuidString)")
        for folder in ["Chapters/chapter1/Before/API", "Chapters/chapter1/Before/API-Old", "Chapters/chapter1/Before/.hidden",
                       "Chapters/chapter10/Before/Login", "Chapters/chapter2/Tests/__Approvals__", "Chapters/.git/Before/X"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data("x\n".utf8).write(to: root.appendingPathComponent("Chapters/chapter1/Before/AppDelegate.swift"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Chapters/chapter1/Before/Linked").path, withDestinationPath: "API")
        try Data("chapter1.title One\n".utf8).write(to: root.appendingPathComponent(Registry.path))
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: root)
    }

    /// What Scripts/tests/lib/chapters.sh computes, in bash, for the same folder.
    private func bash(_ script: String) throws -> String {
        let output = try ToolRun(executable: URL(fileURLWithPath: "/bin/bash"), arguments: ["-c", script], directory: root).capture()
        return output.output.trimmingCharacters(in: .newlines)
    }

    func test_init_folders_isWhatTheScriptsGlobAndCksumGive() throws {
        let expected = try bash("LC_ALL=C && for d in Chapters/*/Before/*/ Chapters/*/Tests/__Approvals__/; do [ ! -d \"$d\" ] || echo \"$d\"; done | cksum | tr -s ' \\t' '-'")

        let sut = LayoutDigests(root: root)

        XCTAssertEqual(sut.folders, expected)
    }

    func test_init_registry_isItsCksum() throws {
        let expected = try bash("cksum <Chapters/chapters.registry | tr -s ' \\t' '-'")

        XCTAssertEqual(LayoutDigests(root: root).registry, expected)
    }

    func test_init_noRegistry_hasNoRegistryDigestInTheEnvironment() throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(Registry.path))

        let sut = LayoutDigests(root: root)

        XCTAssertNil(sut.registry)
        XCTAssertEqual(sut.environment, ["WORKBOOK_LAYOUT_DIGEST": sut.folders])
    }

    func test_init_noFolders_isTheEmptyListsCksum() throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent("Chapters"))

        XCTAssertEqual(LayoutDigests(root: root).folders, "4294967295-0")
    }
}
