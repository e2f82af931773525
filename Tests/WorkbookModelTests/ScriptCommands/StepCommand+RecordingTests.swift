import XCTest
@testable import WorkbookModel

/// step record and edit against Fixtures/repos/scripts' chapter1 (three steps that hold).
final class StepCommandRecordingTests: XCTestCase {
    var sut: ScriptRun!

    override func setUpWithError() throws {
        sut = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
    }

    override func tearDown() {
        sut.remove()
    }

    var patches: [String] { ChapterSteps(chapter: "chapter1", root: sut.root).patches }

    func test_record_stepsThatHold_writesTheSamePatchesAndSaysWhatNext() {
        XCTAssertEqual(sut.run("step", ["record", "chapter1"]), 0)

        XCTAssertEqual(sut.output, """
            Wrote 3 patches to Chapters/chapter1/Steps/:
              01-give-api-its-server.patch
              02-move-the-config.patch
              03-read-it-again.patch
            Next: ./Scripts/step verify chapter1, and make README.md's steps say what the patches do.

            """)
        XCTAssertEqual(patches.count, 3)
    }

    func test_record_anAfterTheStepsDoNotReach_putsTheRestIntoTheLastStepAndSaysWhich() throws {
        try "let more = 1\n".write(to: sut.root.appendingPathComponent("Chapters/chapter1/After/Extra/More.swift"), atomically: true, encoding: .utf8)

        XCTAssertEqual(sut.run("step", ["record", "chapter1"]), 0)

        XCTAssertTrue(sut.output.hasPrefix("""
            The steps did not end at After; the last step now also makes these changes:
              Extra/More.swift (only in After)
            If they belong to another step, or to a new one: ./Scripts/step edit chapter1

            """), sut.output)
        let git = try XCTUnwrap(ToolRun.find("git"))
        XCTAssertEqual(StepProblems(steps: ChapterSteps(chapter: "chapter1", root: sut.root), git: git, path: ProcessInfo.processInfo.environment["PATH"]).all(), [])
    }

    func test_editThenRecordFrom_theRepositoryEditMade_writesTheSteps() {
        let folder = sut.folder.appendingPathComponent("steps").path

        XCTAssertEqual(sut.run("step", ["edit", "chapter1", folder]), 0)
        XCTAssertTrue(sut.output.hasPrefix("\(folder) is a git repository of chapter1's steps: the first commit is Before, then one commit a step:\n  01-give-api-its-server\n"), sut.output)
        XCTAssertEqual(sut.run("step", ["record", "chapter1", "--from", folder]), 0)
        XCTAssertTrue(sut.output.hasPrefix("Wrote 3 patches"), sut.output)
        XCTAssertEqual(sut.run("step", ["edit", "chapter1", folder]), 2)
        XCTAssertEqual(sut.errors, "step: \(folder) is not empty: remove it, or name another folder\n")
    }

    func test_recordAndEdit_whatTheyCannotTake_areOneLineExit2() {
        let notARepository = sut.folder.path
        let cases: [([String], String)] = [
            (["record"], "step: which chapter? e.g. ./Scripts/step record chapter1 (see --help)\n"),
            (["record", "chapter1", "x"], "step: too many arguments for record: 'x' (see --help)\n"),
            (["edit", "chapter1", "a", "b"], "step: too many arguments for edit: 'b' (see --help)\n"),
            (["edit", "chapter1", "--from", "x"], "step: --from is for record\n"),
            (["record", "chapter1", "--no-build"], "step: --no-build is for verify\n"),
            (["record", "chapter2"], "step: chapter2 has no steps as patches (Chapters/chapter2/Steps/ is empty or missing)\n"),
            (["record", "chapter1", "--from", notARepository], "step: \(notARepository) is not a git repository (make one with ./Scripts/step edit chapter1)\n"),
        ]
        for (arguments, errors) in cases {
            XCTAssertEqual(sut.run("step", arguments), 2, "\(arguments)")
            XCTAssertEqual(sut.errors, errors, "\(arguments)")
        }
    }
}
