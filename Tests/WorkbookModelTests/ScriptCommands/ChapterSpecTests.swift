import XCTest
@testable import WorkbookModel

final class ChapterSpecTests: XCTestCase {
    let registry = try! Registry.parse("""
        chapter0.kind characterize
        chapter1.title One
        chapter12.title Twelve
        """) { _ in false }

    func test_chapters_everySpelling_namesTheChapter() throws {
        for spelling in ["chapter12", "12", "012", "Chapter12", "CHAPTER12/", "Chapters/chapter12/", "./chapters/chapter12"] {
            XCTAssertEqual(try ChapterSpec(spelling).chapters(in: registry, choice: .pair), ["chapter12"], spelling)
        }
    }

    /// Where a Before and After are needed (diff, reset, step, xcode), chapter 0 is named as
    /// what it is, not as unknown.
    func test_chapters_characterizeChapter_onlyWhereAnyKindIsTaken_elseSaysItHasNoBeforeAndAfter() throws {
        XCTAssertEqual(try ChapterSpec("0").chapter(in: registry, choice: .any), "chapter0")
        for spelling in ["0", "chapter0", "Chapters/chapter0/"] {
            XCTAssertThrowsError(try ChapterSpec(spelling).chapter(in: registry, choice: .pair)) { error in
                XCTAssertEqual((error as? ScriptFailure)?.message,
                               "chapter0 has no Before and After (its tests are graded: ./Scripts/grade chapter0) — choose one of: chapter1 chapter12")
            }
        }
    }

    func test_chapters_all_onlyWhereAllIsTaken() throws {
        XCTAssertEqual(try ChapterSpec("all").chapters(in: registry, choice: .pairOrAll), ["chapter1", "chapter12"])
        XCTAssertThrowsError(try ChapterSpec("all").chapters(in: registry, choice: .pair))
    }

    func test_chapters_notAChapter_listsTheChoices() {
        for spelling in ["chapter99", "chapter", "", "1x", "+1", "99999999999999999999999", "١"] {
            XCTAssertThrowsError(try ChapterSpec(spelling).chapters(in: registry, choice: .pairOrAll), spelling) { error in
                XCTAssertEqual((error as? ScriptFailure)?.message, "unknown chapter '\(spelling)' — choose one of: chapter1 chapter12, or all")
            }
        }
    }

    func test_chapters_emptyRegistry_saysItListsNone() {
        XCTAssertThrowsError(try ChapterSpec("1").chapters(in: Registry(chapters: []), choice: .any)) { error in
            XCTAssertEqual((error as? ScriptFailure)?.message, "unknown chapter '1' — Chapters/chapters.registry lists no chapters")
        }
    }
}
