import Foundation
import WorkbookModel
import XCTest

/// The referee's catalogue (Tests/RefereeCatalogue): every case a learner might write, judged
/// by the compiler's call graph as check judges a Before, and drawn by the map from the same
/// graph. A case that must not be done must fail a rule whose path names what it still
/// reaches; a correct solution other than the reference must pass every rule; the map must
/// mark each rule as check does.
///
/// Each case asks the compiler for a copy of an After's SIL (about a second): the catalogue
/// runs where a build of the whole package is, named by WORKBOOK_REFEREE_BIN (its products
/// folder, `.build/debug`): CI and ./Scripts/integrity set it; a plain `swift test` skips it.
final class RefereeCatalogueTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func test_chapter1_catalogue_isJudgedAsItMustBe() throws { try judge("chapter1") }
    func test_chapter2_catalogue_isJudgedAsItMustBe() throws { try judge("chapter2") }
    func test_chapter3_catalogue_isJudgedAsItMustBe() throws { try judge("chapter3") }
    func test_chapter4_catalogue_isJudgedAsItMustBe() throws { try judge("chapter4") }
    func test_chapter5_catalogue_isJudgedAsItMustBe() throws { try judge("chapter5") }
    func test_chapter6_catalogue_isJudgedAsItMustBe() throws { try judge("chapter6") }
    func test_chapter7_catalogue_isJudgedAsItMustBe() throws { try judge("chapter7") }
    func test_chapter8_catalogue_isJudgedAsItMustBe() throws { try judge("chapter8") }
    func test_chapter9_catalogue_isJudgedAsItMustBe() throws { try judge("chapter9") }
    func test_chapter10_catalogue_isJudgedAsItMustBe() throws { try judge("chapter10") }
    func test_chapter11_catalogue_isJudgedAsItMustBe() throws { try judge("chapter11") }
    func test_chapter12_catalogue_isJudgedAsItMustBe() throws { try judge("chapter12") }
    func test_chapter13_catalogue_isJudgedAsItMustBe() throws { try judge("chapter13") }
    func test_chapter14_catalogue_isJudgedAsItMustBe() throws { try judge("chapter14") }

    func test_catalogue_hasEnoughCasesOfEachKind() throws {
        let sut = try catalogue(binPath: "/nonexistent")

        let entries = try sut.registry.chapters(ofKind: RegistryChapter.pairKind).flatMap { try sut.entries(chapter: $0.name) }

        XCTAssertGreaterThanOrEqual(entries.filter { !$0.mustBeDone }.count, 40, "cases that must not be done")
        XCTAssertGreaterThanOrEqual(entries.filter(\.mustBeDone).count, 20, "correct solutions that must be done")
    }

    func test_catalogue_everyChapterHasATestHere() throws {
        let sut = try catalogue(binPath: "/nonexistent")

        // (XCTest on Linux has no list of a class's tests to ask: this file is read.)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)

        for chapter in sut.registry.chapters(ofKind: RegistryChapter.pairKind).map(\.name) {
            XCTAssertTrue(source.contains("func test_\(chapter)_catalogue_isJudgedAsItMustBe()"), "no test judges \(chapter)'s catalogue: add test_\(chapter)_catalogue_isJudgedAsItMustBe")
        }
    }

    func test_catalogue_everyChapterHasBothKinds() throws {
        let sut = try catalogue(binPath: "/nonexistent")

        for chapter in sut.registry.chapters(ofKind: RegistryChapter.pairKind).map(\.name) {
            let entries = try sut.entries(chapter: chapter)

            XCTAssertGreaterThanOrEqual(entries.filter { !$0.mustBeDone }.count, 3, "\(chapter): cases that must not be done")
            XCTAssertGreaterThanOrEqual(entries.filter(\.mustBeDone).count, 2, "\(chapter): correct solutions that must be done")
        }
    }

    private func catalogue(binPath: String) throws -> RefereeCatalogue {
        RefereeCatalogue(root: Self.root, registry: try Registry.load(root: Self.root), binPath: URL(fileURLWithPath: binPath, relativeTo: Self.root))
    }

    private func judge(_ chapter: String, file: StaticString = #filePath, line: UInt = #line) throws {
        guard let bin = ProcessInfo.processInfo.environment["WORKBOOK_REFEREE_BIN"], !bin.isEmpty else {
            throw XCTSkip("the catalogue runs where WORKBOOK_REFEREE_BIN names a whole package's build products (CI, ./Scripts/integrity)")
        }
        let sut = try catalogue(binPath: bin)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("referee-catalogue-\(getpid())-\(chapter)")
        defer { try? FileManager.default.removeItem(at: work) }

        let base = try sut.base(chapter: chapter, work: work)
        for entry in try sut.entries(chapter: chapter) {
            let outcome = try sut.judge(entry, work: work, base: base)

            if let mismatch = entry.mismatch(outcome.verdicts) {
                XCTFail("\(chapter)/\(entry.name) (\(entry.summary)): \(mismatch)", file: file, line: line)
            }
            XCTAssertEqual(outcome.mapDisagreements, [], "\(chapter)/\(entry.name): the map and check disagree", file: file, line: line)
        }
    }
}
