import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import WorkbookModel

/// step which, show, apply and goto against Fixtures/repos/scripts' chapter1 (three steps, the
/// last one changing no code).
final class StepCommandTests: XCTestCase {
    var sut: ScriptRun!

    override func setUpWithError() throws {
        sut = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
    }

    override func tearDown() {
        sut.remove()
    }

    var before: StepFolder { StepFolder.read(sut.root.appendingPathComponent("Chapters/chapter1/Before")) }

    func test_which_pristineBefore_isStep0() {
        XCTAssertEqual(sut.run("step", ["which", "1"]), 0)

        XCTAssertEqual(sut.output, "chapter1: Before is the pristine exercise (no step done yet): start with step 1 of 3, Give API its server.\n")
    }

    func test_applyNext_thenWhich_isStep1ExactlyAndNoCopyKept() {
        XCTAssertEqual(sut.run("step", ["apply", "chapter1", "next"]), 0)
        XCTAssertEqual(sut.output, "Applied step 1 of 3 to Chapters/chapter1/Before/: Give API its server.\nNext: ./Scripts/check chapter1\n")

        XCTAssertEqual(sut.run("step", ["which", "chapter1", "--porcelain"]), 0)
        XCTAssertEqual(sut.output, "1\t3\texact\t0\n")
        XCTAssertNil(sut.file(".workbook/backups"), "nothing of the learner's was at stake")
    }

    func test_goto_ownChanges_refusedUnlessForced_thenACopyIsKept() throws {
        try sut.write("Chapters/chapter1/Before/API.swift", "// mine\n")

        XCTAssertEqual(sut.run("step", ["goto", "chapter1", "2"]), 1)
        XCTAssertTrue(sut.output.contains("going to step 2 would lose your own changes. Nothing changed."), sut.output)
        XCTAssertEqual(sut.file("Chapters/chapter1/Before/API.swift"), "// mine\n")

        XCTAssertEqual(sut.run("step", ["goto", "chapter1", "2", "--force"]), 0)
        XCTAssertTrue(sut.output.hasPrefix("A copy of your Before is in .workbook/backups/chapter1-Before-"), sut.output)
        XCTAssertEqual(sut.run("step", ["which", "chapter1", "--porcelain"]), 0)
        XCTAssertEqual(sut.output, "3\t3\texact\t0\n", "step 3 changes no code: the latest step of that state")
    }

    func test_goto_interruptedWhileWriting_finishesAndSaysSo_exit130() throws {
        let interrupted = LockedFlag()
        sut.willWrite = { _ in
            if !interrupted.value {
                interrupted.value = true
                raise(SIGINT)
            }
        }

        let status = sut.run("step", ["goto", "chapter1", "3"])

        XCTAssertEqual(status, 130)
        XCTAssertEqual(sut.errors, "Interrupted while Chapters/chapter1/Before was being written: step finished writing first, so nothing is half-done — it is at step 3.\n")
        XCTAssertEqual(before, StepFolder.read(sut.root.appendingPathComponent("Chapters/chapter1/After")))
    }

    func test_apply_aFolderItCannotWrite_refusedBeforeWriting() throws {
        let folder = sut.root.appendingPathComponent("Chapters/chapter1/Before")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        guard access(folder.path, W_OK) != 0 else { throw XCTSkip("root writes a read-only folder: no folder can be made unwritable here") }

        XCTAssertEqual(sut.run("step", ["apply", "chapter1", "1"]), 1)

        XCTAssertTrue(sut.errors.hasPrefix("cannot write in Chapters/chapter1/Before: step apply writes there. Nothing changed."), sut.errors)
    }

    func test_show_aStepWithoutCode_saysSo() {
        XCTAssertEqual(sut.run("step", ["show", "chapter1", "3"]), 0)

        XCTAssertEqual(sut.output, """
            chapter1, step 3 of 3: Read it again.

            3. **Read it again.** Nothing to change.

               *Expected:* Before characterization 2/2, goals 2/2.

            The patch: Chapters/chapter1/Steps/03-read-it-again.patch
            (no code changes: this step reads or checks the code)

            """)
    }

    func test_arguments_theMaintainersOptionsAndOthersMisplaced_areOneLineExit2() {
        let cases: [([String], String)] = [
            (["goto", "chapter1", "1", "--copy", "mine"], "step: --copy is for verify\n"),
            (["show", "chapter1", "1", "--porcelain"], "step: --porcelain is for which\n"),
            (["which", "chapter1", "--force"], "step: --force is for apply and goto\n"),
            (["which", "chapter2"], "step: chapter2 has no steps as patches (Chapters/chapter2/Steps/ is empty or missing)\n"),
            (["show", "chapter1", "4"], "step: chapter1 has no step 4: its steps are 1 to 3\n"),
            (["goto", "chapter1", "x"], "step: 'x' is not a step number: chapter1 has steps 0 to 3\n"),
        ]
        for (arguments, errors) in cases {
            XCTAssertEqual(sut.run("step", arguments), 2, "\(arguments)")
            XCTAssertEqual(sut.errors, errors, "\(arguments)")
        }
    }
}
