import Foundation
import XCTest
@testable import WorkbookModel

/// `ChainChecks`: chapterN/After byte for byte chapter(N+1)/Before.
final class ChainChecksTests: XCTestCase {
    private var repository: TemporaryRepository!

    override func setUpWithError() throws {
        repository = try TemporaryRepository()
        try repository.write("Chapters/chapter1/After/Sub/A.swift", "let a = 1\n")
        try repository.write("Chapters/chapter2/Before/App.swift", "let b = 2\n")
        try repository.write("Chapters/chapter2/Before/Sub/A.swift", "let a = 1\n")
    }

    override func tearDown() {
        repository.remove()
    }

    func test_results_ofTheSameFiles_pass() {
        let sut = ChainChecks(root: repository.root)

        XCTAssertEqual(sut.results(chapters: ["chapter1", "chapter2"]).map(\.lines), ["pass\tchapter1/After = chapter2/Before\n"])
    }

    func test_differences_aByteChangedAFileAddedAndAFolderForAFile_areEachNamed() throws {
        try repository.write("Chapters/chapter2/Before/Sub/A.swift", "let a = 2\n")
        try repository.write("Chapters/chapter2/Before/New.swift", "new\n")
        try repository.write("Chapters/chapter1/After/Gone.swift", "gone\n")
        try repository.write("Chapters/chapter1/After/Odd/inside.swift", "x\n")
        try repository.write("Chapters/chapter2/Before/Odd", "a file\n")
        let sut = ChainChecks(root: repository.root)

        let findings = sut.differences("chapter1/After", "chapter2/Before")

        XCTAssertEqual(findings.map(\.message), [
            "Only in chapter1/After: Gone.swift",
            "Only in chapter2/Before: New.swift",
            "File chapter1/After/Odd is a folder while chapter2/Before/Odd is a file",
            "Files chapter1/After/Sub/A.swift and chapter2/Before/Sub/A.swift differ",
        ])
        XCTAssertEqual(sut.results(chapters: ["chapter1", "chapter2"]).first?.message, "chapter1/After differs from chapter2/Before")
    }
}
