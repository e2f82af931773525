import XCTest
@testable import WorkbookModel

/// How runs of step verify given one folder share the chapters out (--claim).
final class ChapterClaimsTests: XCTestCase {
    var claims: TemporaryFolder!
    var folder: URL { claims.url }

    override func setUpWithError() throws {
        claims = try TemporaryFolder("workbook-claims")
    }

    override func tearDown() {
        claims.remove()
    }

    func test_claim_twoRunsOneChapter_onlyTheFirstHasIt() throws {
        let sut = try ChapterClaims(path: folder.path)
        let other = try ChapterClaims(path: folder.path)

        let first = try sut.claim("chapter1")
        let second = try other.claim("chapter1")

        XCTAssertEqual([first, second], [true, false])
    }

    func test_claim_aFolderGoneSinceTheStart_isAnError() throws {
        let sut = try ChapterClaims(path: folder.path)
        try FileManager.default.removeItem(at: folder)

        XCTAssertThrowsError(try sut.claim("chapter1")) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot claim chapter1 in \(self.folder.path): "), "\(error)")
        }
    }

    func test_init_aFile_isRefused() throws {
        let file = folder.appendingPathComponent("file")
        try Data().write(to: file)

        XCTAssertThrowsError(try ChapterClaims(path: file.path)) { error in
            XCTAssertEqual("\(error)", "--claim takes a folder that exists, the same for each run that shares the chapters: '\(file.path)'")
        }
    }

    func test_order_mostStepsFirst_tiesInTheirOrder() {
        let steps = ["chapter1": 4, "chapter2": 5, "chapter3": 3, "chapter4": 5, "chapter5": 4]

        let order = ChapterClaims.order(["chapter1", "chapter2", "chapter3", "chapter4", "chapter5"]) { steps[$0] ?? 0 }

        XCTAssertEqual(order, ["chapter2", "chapter4", "chapter1", "chapter5", "chapter3"])
    }
}
