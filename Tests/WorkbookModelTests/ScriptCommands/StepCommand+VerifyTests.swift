import XCTest
@testable import WorkbookModel

/// step verify against Fixtures/repos/scripts' chapter1 (three steps that hold): what needs no
/// build, and its arguments. (The steps built and tested after each: CI's `step verify`, on
/// every chapter of the workbook.)
final class StepCommandVerifyTests: XCTestCase {
    var sut: ScriptRun!

    override func setUpWithError() throws {
        sut = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
        sut.environment["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    }

    override func tearDown() {
        sut.remove()
    }

    func test_verifyNoBuild_stepsThatHold_saySoExit0() {
        XCTAssertEqual(sut.run("step", ["verify", "--no-build", "chapter1"]), 0)

        let lines = sut.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(Array(lines.prefix(3)), [
            "chapter1: 3 steps",
            "  ✓ 3 patches named in order, one for each README step, each with its *Expected:* line; applied in order to Before, they end at After",
            "",
        ])
        XCTAssertTrue(lines[3].hasPrefix("Every step holds ("), lines[3])
    }

    func test_verifyNoBuild_aStepWithoutItsExpectedLine_isAProblemExit1() throws {
        let readme = sut.root.appendingPathComponent("Chapters/chapter1/README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        try text.replacingOccurrences(of: "   *Expected:* Before characterization 2/2, goals 2/2.\n\n## Done", with: "\n## Done")
            .write(to: readme, atomically: true, encoding: .utf8)

        XCTAssertEqual(sut.run("step", ["verify", "--no-build", "1"]), 1)

        let problem = "README.md step 3 has no '*Expected:* Before characterization x/y, goals x/y.' line"
        XCTAssertTrue(sut.output.hasPrefix("chapter1: 3 steps\n      ✗ \(problem)\n\n1 problem(s) ("), sut.output)
        XCTAssertTrue(sut.output.hasSuffix("):\n  chapter1: \(problem)\n"), sut.output)
    }

    func test_verifyClaim_aChapterNoOtherVerifyClaimed_isClaimedAndVerified() throws {
        let claims = sut.root.appendingPathComponent("claims")
        try FileManager.default.createDirectory(at: claims, withIntermediateDirectories: false)

        XCTAssertEqual(sut.run("step", ["verify", "--no-build", "--claim", claims.path, "chapter1"]), 0)

        XCTAssertTrue(sut.output.hasPrefix("chapter1: 3 steps\n"), sut.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: claims.appendingPathComponent("chapter1").path), "the claim is made")
    }

    func test_verifyClaim_aChapterAnotherVerifyClaimed_isLeftToItExit0() throws {
        let claims = sut.root.appendingPathComponent("claims")
        try FileManager.default.createDirectory(at: claims.appendingPathComponent("chapter1"), withIntermediateDirectories: true)

        XCTAssertEqual(sut.run("step", ["verify", "--no-build", "--claim", claims.path, "chapter1"]), 0)

        XCTAssertEqual(sut.output, "Nothing verified here (chapter1: claimed first by another verify given \(claims.path)).\n")
    }

    func test_verify_argumentsItCannotTake_areOneLineExit2() {
        let cases: [([String], String)] = [
            (["verify", "--copy", "../elsewhere", "chapter1"], "step: --copy takes a folder name (under .build-check/), not a path: '../elsewhere'\n"),
            (["verify", "--no-build", "chapter1", "chapter99"], "step: unknown chapter 'chapter99' — choose one of: chapter1 chapter2, or all\n"),
            (["verify", "chapter1", "--from", "x"], "step: --from is for record\n"),
            (["verify", "chapter1", "--force"], "step: --force is for apply and goto\n"),
            (["which", "chapter1", "--no-build"], "step: --no-build is for verify\n"),
            (["verify", "--no-build", "--claim", "no-such-folder", "chapter1"],
             "step: --claim takes a folder that exists, the same for each run that shares the chapters: 'no-such-folder'\n"),
            (["goto", "chapter1", "1", "--claim", "."], "step: --claim is for verify\n"),
            (["record", "chapter1", "--claim", "."], "step: --claim is for verify\n"),
        ]
        for (arguments, errors) in cases {
            XCTAssertEqual(sut.run("step", arguments), 2, "\(arguments)")
            XCTAssertEqual(sut.errors, errors, "\(arguments)")
        }
    }

    func test_verify_aBeforeWithLocalChanges_isRefusedExit2() throws {
        let git = try XCTUnwrap(Git(root: sut.root, path: sut.environment["PATH"]), "git is on PATH")
        for arguments in [["init", "-q", "."], ["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false", "commit", "-q", "-m", "x"]] {
            XCTAssertTrue(try git.run(arguments).succeeded, "\(arguments)")
        }
        try "changed\n".write(to: sut.root.appendingPathComponent("Chapters/chapter1/Before/API.swift"), atomically: true, encoding: .utf8)

        XCTAssertEqual(sut.run("step", ["verify", "--no-build", "chapter1"]), 2)

        XCTAssertEqual(sut.errors, "step: verify works on the pristine Before, but Chapters/chapter1/Before has local changes (Chapters/chapter1/Before/API.swift…): commit them, or ./Scripts/reset chapter1\n")
    }
}
