import XCTest
@testable import WorkbookModel

/// A chapter's steps as its Steps/ folder and README hold them (Fixtures/repos/scripts, chapter1).
final class ChapterStepsTests: XCTestCase {
    let root = ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts")

    func test_patches_numberedFiles_inOrder() {
        let sut = ChapterSteps(chapter: "chapter1", root: root)

        XCTAssertEqual(sut.patches, ["Chapters/chapter1/Steps/01-give-api-its-server.patch",
                                     "Chapters/chapter1/Steps/02-move-the-config.patch",
                                     "Chapters/chapter1/Steps/03-read-it-again.patch"])
    }

    func test_patches_aChapterWithoutSteps_isNone() {
        XCTAssertEqual(ChapterSteps(chapter: "chapter2", root: root).total, 0)
    }

    func test_text_aStep_isItsLinesToTheNextStepWithoutTrailingBlanks() {
        let sut = ChapterSteps(chapter: "chapter1", root: root)

        XCTAssertEqual(sut.text(3), ["3. **Read it again.** Nothing to change.", "", "   *Expected:* Before characterization 2/2, goals 2/2."])
        XCTAssertEqual(sut.text(1).first, "1. **Give API its server.** In `API.swift`, replace the singleton")
    }

    func test_title_isTheBoldStart_orEmpty() {
        let sut = ChapterSteps(chapter: "chapter1", root: root)

        XCTAssertEqual(sut.title(2), "Move the config.")
        XCTAssertEqual(sut.title(4), "")
    }

    func test_isPatchName_twoDigitsDashNamePatch() {
        XCTAssertTrue(ChapterSteps.isPatchName("01-a.patch"))
        XCTAssertFalse(ChapterSteps.isPatchName("1-a.patch"))
        XCTAssertFalse(ChapterSteps.isPatchName("01-a.diff"))
        XCTAssertFalse(ChapterSteps.isPatchName("01.patch"))
    }
}
