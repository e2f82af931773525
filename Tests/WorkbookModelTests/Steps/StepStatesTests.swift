import XCTest
@testable import WorkbookModel

/// The Before at each step, made from the After by undoing the patches, kept by a key of what
/// they are made from.
final class StepStatesTests: XCTestCase {
    var run: ScriptRun!
    var sut: StepStates!

    override func setUpWithError() throws {
        run = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
        let git = try XCTUnwrap(ToolRun.find("git", path: "/usr/bin:/bin"))
        sut = StepStates(steps: ChapterSteps(chapter: "chapter1", root: run.root), git: git, path: "/usr/bin:/bin")
    }

    override func tearDown() {
        run.remove()
    }

    func test_folder_statesFromStep0ToN_areTheBeforeAndTheAfterAtTheEnds() throws {
        let folder = try sut.folder()

        let states = StepPosition.states(in: folder)
        XCTAssertEqual(states.count, 4)
        XCTAssertEqual(states[0], StepFolder.read(run.root.appendingPathComponent("Chapters/chapter1/Before")))
        XCTAssertEqual(states[3], StepFolder.read(run.root.appendingPathComponent("Chapters/chapter1/After")))
        XCTAssertEqual(states[1].files["B/Config.swift"], Array("let b = 2\n".utf8), "step 1 keeps what step 2 removes")
        XCTAssertEqual(states[2], states[3], "step 3 changes no code")
    }

    func test_folder_unchangedAfterAndPatches_isKeptNotMadeAgain() throws {
        let first = try sut.folder()
        let sentinel = first.appendingPathComponent("sentinel")
        try Data().write(to: sentinel)

        let second = try sut.folder()

        XCTAssertEqual(second.path, first.path)
        XCTAssertTrue(FileManager.default.fileExists(atPath: sentinel.path))
    }

    func test_folder_anAfterTheStepsDoNotEndAt_failsInOneLineAndAtOnceTheNextTime() throws {
        try run.write("Chapters/chapter1/After/API.swift", "final class API {}\n")

        XCTAssertThrowsError(try sut.folder()) { error in
            XCTAssertEqual((error as? ScriptFailure)?.message,
                           "step 1 of chapter1 (Chapters/chapter1/Steps/01-give-api-its-server.patch) cannot be undone from After: re-record the steps (./Scripts/step record chapter1)")
        }
        XCTAssertThrowsError(try sut.folder()) { error in
            XCTAssertEqual((error as? ScriptFailure)?.message,
                           "the steps of chapter1 cannot be undone from its After: re-record them (./Scripts/step record chapter1)")
        }
    }

    func test_key_isWhatFindSortXargsCksumPrintsSummed() throws {
        // The key Scripts/lib/steps.sh kept: find After Steps -type f | sort | xargs cksum | cksum.
        let shell = try ToolRun(executable: URL(fileURLWithPath: "/bin/sh"),
                                arguments: ["-c", "find After Steps -type f -print0 | LC_ALL=C sort -z | xargs -0 cksum | cksum"],
                                directory: run.root.appendingPathComponent("Chapters/chapter1")).capture()

        XCTAssertEqual(StepStates.key(chapter: "chapter1", root: run.root), shell.output.trimmingCharacters(in: .newlines))
    }
}
