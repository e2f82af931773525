import Foundation
import XCTest
@testable import WorkbookModel

/// A command run inside a chapter's folder without naming one means that chapter, as check
/// does; elsewhere it asks which.
final class ScriptContextChapterTests: XCTestCase {
    var sut: ScriptRun!

    override func setUpWithError() throws {
        sut = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
    }

    override func tearDown() {
        sut.remove()
    }

    func test_hint_runInAChaptersFolderAtAnyDepth_isThatChapters() {
        sut.currentDirectory = "Chapters/chapter1/Before/API"

        XCTAssertEqual(sut.run("hint", []), 0, sut.errors)
        XCTAssertTrue(sut.output.hasPrefix("Hint 1"), sut.output)
    }

    func test_hint_inChapter0sFolder_isChapter0s() {
        sut.currentDirectory = "Chapters/chapter0"

        _ = sut.run("hint", [])

        // (The fixture's chapter 0 hints have no sections: what it read names the chapter.)
        XCTAssertEqual(sut.errors, "hint: Chapters/chapter0/HINTS.md has no '## Hint 1 — …' sections\n")
    }

    func test_diff_inChapter0sFolder_saysItHasNoBeforeAndAfter() {
        sut.currentDirectory = "Chapters/chapter0"

        XCTAssertEqual(sut.run("diff", []), 2)
        XCTAssertEqual(sut.errors, "diff: chapter0 has no Before and After (its tests are graded: ./Scripts/grade chapter0) — choose one of: chapter1 chapter2\n")
    }

    func test_step_whichInAChaptersFolder_isThatChapters() {
        sut.currentDirectory = "Chapters/chapter1/Steps"

        XCTAssertEqual(sut.run("step", ["which"]), 0, sut.errors)
        XCTAssertTrue(sut.output.hasPrefix("chapter1: Before is the pristine exercise"), sut.output)
    }

    func test_reset_outsideEveryChapter_asksWhich() {
        sut.currentDirectory = "Chapters"

        XCTAssertEqual(sut.run("reset", []), 2)
        XCTAssertEqual(sut.errors, "reset: which chapter? e.g. ./Scripts/reset chapter1 (see --help)\n")
    }

    func test_diff_aFolderNamedLikeAChapterTheRegistryLacks_asksWhich() throws {
        try sut.write("Chapters/chapter7/notes.txt", "mine\n")
        sut.currentDirectory = "Chapters/chapter7"

        XCTAssertEqual(sut.run("diff", []), 2)
        XCTAssertEqual(sut.errors, "diff: which chapter? e.g. ./Scripts/diff chapter1 (see --help)\n")
    }
}
