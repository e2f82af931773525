import Foundation
import XCTest
@testable import WorkbookModel

final class ManifestTargetsTests: XCTestCase {
    private func sut(_ targets: [(String, String?)]) throws -> ManifestTargets {
        let entries = targets.map { name, path in
            path.map { "{\"name\": \"\(name)\", \"path\": \"\($0)\", \"type\": \"test\"}" } ?? "{\"name\": \"\(name)\", \"path\": null}"
        }
        return try ManifestTargets(json: Data("{\"name\": \"P\", \"targets\": [\(entries.joined(separator: ","))]}".utf8))
    }

    func test_chapterTargetNames_keepsOnlyTargetsUnderChapters() throws {
        let manifest = try sut([("HeadlessUIKit", nil), ("Chapter1Before", "Chapters/chapter1/Before"), ("Tool", "Sources/Tool")])

        XCTAssertEqual(manifest.chapterTargetNames, ["Chapter1Before"])
    }

    func test_problems_sameNamesSameOrder_none() throws {
        XCTAssertEqual(try sut([("A", "Chapters/a"), ("B", "Chapters/b")]).problems(against: ["A", "B"]), [])
    }

    func test_problems_missingAndExtra_namedEach() throws {
        let problems = try sut([("A", "Chapters/a"), ("C", "Chapters/c")]).problems(against: ["A", "B"])

        XCTAssertEqual(problems.count, 2)
        XCTAssertTrue(problems[0].contains("declares C"))
        XCTAssertTrue(problems[1].contains("has B"))
    }

    func test_problems_sameNamesOtherOrder_saysOrder() throws {
        XCTAssertEqual(try sut([("B", "Chapters/b"), ("A", "Chapters/a")]).problems(against: ["A", "B"]),
                       ["Package.swift declares the chapters' targets in another order than WorkbookModel reads them"])
    }

    func test_init_notJSON_throws() {
        XCTAssertThrowsError(try ManifestTargets(json: Data("error: manifest parse".utf8)))
    }
}
