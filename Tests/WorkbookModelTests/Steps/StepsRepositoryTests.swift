import XCTest
@testable import WorkbookModel

/// A chapter's steps as a git repository (Fixtures/repos/scripts' chapter1, copied), and the
/// patches written from it.
final class StepsRepositoryTests: XCTestCase {
    func test_slug_aCommitSubject_isAPatchsShortName() {
        XCTAssertEqual(StepsRepository.slug("03-Delete the old init"), "delete-the-old-init")
        XCTAssertEqual(StepsRepository.slug("Give API its server!"), "give-api-its-server")
        XCTAssertEqual(StepsRepository.slug("12_ Über -- café"), "ber-caf")
        XCTAssertEqual(StepsRepository.slug("07"), "step")
        XCTAssertEqual(StepsRepository.slug(String(repeating: "ab ", count: 30)).count, 47)
    }

    func test_replayThenWritePatches_theSameSteps_stillTurnBeforeIntoAfter() throws {
        let repository = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
        defer { repository.remove() }
        let git = try XCTUnwrap(ToolRun.find("git"), "git is on PATH")
        let steps = ChapterSteps(chapter: "chapter1", root: repository.root)
        let sut = StepsRepository(folder: repository.folder.appendingPathComponent("steps"), git: git)

        try sut.replay(steps)
        let names = try sut.writePatches(chapter: "chapter1", root: repository.root, work: repository.folder)

        XCTAssertEqual(names, ["01-give-api-its-server.patch", "02-move-the-config.patch", "03-read-it-again.patch"])
        XCTAssertEqual(StepProblems(steps: ChapterSteps(chapter: "chapter1", root: repository.root), git: git, path: ProcessInfo.processInfo.environment["PATH"]).all(), [])
        let first = try String(contentsOf: repository.root.appendingPathComponent("Chapters/chapter1/Steps/01-give-api-its-server.patch"), encoding: .utf8)
        XCTAssertTrue(first.hasPrefix("chapter1, step 1 of 3: give-api-its-server\nRelative to Chapters/chapter1/Before. Written by ./Scripts/step record; see ./Scripts/step show chapter1 1\n\ndiff --git a/"), first)
    }
}
