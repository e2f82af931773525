import XCTest
@testable import WorkbookModel

/// reset on a git clone of the fixture repository whose manifest was published by a commit:
/// the learner's Before and their edit of a referee back as published, after asking.
final class ResetCommandTests: XCTestCase {
    var sut: ScriptRun!
    let mine = "Chapters/chapter1/Before/API.swift"
    let referee = "Chapters/chapter1/After/API.swift"

    override func setUpWithError() throws {
        sut = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
        XCTAssertEqual(sut.run("referees", ["--write", "--maintainer"]), 0)
        try sut.git("init", "-q")
        try sut.git("add", "-A")
        try sut.git("commit", "-q", "-m", "published")
        try sut.write(mine, "// mine\n")
        try sut.write("Chapters/chapter1/Before/Mine.swift", "struct Mine {}\n")
        try sut.write(referee, "// weakened\n")
    }

    override func tearDown() {
        sut.remove()
    }

    func test_run_declined_changesNothing() {
        sut.input = ["n\n"]

        XCTAssertEqual(sut.run("reset", ["chapter1"]), 1)

        XCTAssertTrue(sut.output.hasSuffix("Restore them and lose these changes? [y/N] n\nNothing changed.\n"), sut.output)
        XCTAssertEqual(sut.file(mine), "// mine\n")
        XCTAssertEqual(sut.file(referee), "// weakened\n")
    }

    func test_run_noInputOrNoLineBreak_isNoAnswer() {
        for input in [[], ["y"]] {
            sut.input = input

            XCTAssertEqual(sut.run("reset", ["chapter1"]), 1)

            XCTAssertTrue(sut.output.hasSuffix("No answer (no input to read) — taken as no; nothing changed. Use --yes to restore without asking.\n"), sut.output)
            XCTAssertEqual(sut.file(mine), "// mine\n")
        }
    }

    func test_run_yes_listsRestoresKeepsACopyAndProvesIt() throws {
        sut.input = ["y\n"]

        XCTAssertEqual(sut.run("reset", ["1"]), 0)

        let lines = sut.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(lines.prefix(6)), [
            "2 file(s) in Chapters/chapter1/Before/ differ from the published exercise:",
            "  changed  Chapters/chapter1/Before/API.swift",
            "  added    Chapters/chapter1/Before/Mine.swift",
            "1 file(s) that judge chapter1 differ from the published workbook (tests, snapshots, After):",
            "  changed  Chapters/chapter1/After/API.swift",
            "Restore them and lose these changes? [y/N] y",
        ])
        XCTAssertEqual(lines.last, "Restored Chapters/chapter1/Before/ to the published exercise, and the files that judge it. Next: ./Scripts/check chapter1")
        XCTAssertEqual(sut.file(mine), "final class API {\n    static let shared = API()\n}\n")
        XCTAssertNil(sut.file("Chapters/chapter1/Before/Mine.swift"))
        XCTAssertEqual(sut.file(referee), "final class API {\n    init(server: String) {}\n}\n")
        let before = try XCTUnwrap(lines.first { $0.hasPrefix("A copy of your Before is in ") }?.dropFirst("A copy of your Before is in ".count).dropLast())
        XCTAssertEqual(sut.file("\(before)/API.swift"), "// mine\n")
        XCTAssertEqual(sut.file("\(before)/Mine.swift"), "struct Mine {}\n")
        let judges = try XCTUnwrap(lines.first { $0.hasPrefix("A copy of the files you changed that judge chapter1 is in ") }?.split(separator: " ").last?.dropLast())
        XCTAssertEqual(sut.file("\(judges)/\(referee)"), "// weakened\n")
        XCTAssertEqual(sut.run("reset", ["chapter1"]), 0)
        XCTAssertEqual(sut.output, "Chapters/chapter1/Before/ is already the published exercise, and so is every file that judges it — nothing to restore.\n")
    }

    func test_run_refereesOnly_leavesTheBefore() {
        XCTAssertEqual(sut.run("reset", ["chapter1", "--referees", "-y"]), 0)

        XCTAssertEqual(sut.file(mine), "// mine\n")
        XCTAssertEqual(sut.file(referee), "final class API {\n    init(server: String) {}\n}\n")
        XCTAssertTrue(sut.output.hasSuffix("Restored the files that judge chapter1 to the published workbook. Next: ./Scripts/check chapter1\n"), sut.output)
    }

    func test_run_stagedAndCommittedWork_isUndoneToo() throws {
        try sut.git("add", "-A")
        try sut.git("commit", "-q", "-m", "my work")
        try sut.git("mv", "Chapters/chapter1/Before/A/Config.swift", "Chapters/chapter1/Before/A/Nüeva.swift")

        XCTAssertEqual(sut.run("reset", ["chapter1", "--yes"]), 0)

        XCTAssertTrue(sut.output.contains("  added    Chapters/chapter1/Before/A/Nüeva.swift\n"), sut.output)
        XCTAssertEqual(sut.file("Chapters/chapter1/Before/A/Config.swift"), "let a = 1\n")
        XCTAssertNil(sut.file("Chapters/chapter1/Before/A/Nüeva.swift"))
        XCTAssertEqual(try sut.git("status", "--porcelain", "--untracked-files=all", "--", "Chapters/chapter1/Before").split(separator: "\n").filter { !"MDR".contains($0.first!) }, [])
    }

    func test_run_noGit_oneLine() {
        sut.environment["PATH"] = sut.folder.path

        XCTAssertEqual(sut.run("reset", ["chapter1", "--yes"]), 2)

        XCTAssertTrue(sut.errors.hasPrefix("reset: reset needs git, and there is no git on PATH"), sut.errors)
        XCTAssertEqual(sut.file(mine), "// mine\n")
    }

    func test_failure_gitCouldNotWrite_namesTheFolderAndTheFix() {
        XCTAssertEqual(ResetCommand.failure("error: unable to unlink old 'Chapters/chapter1/Before/API/API.swift': Permission denied\n", before: "B"),
                       "cannot write in Chapters/chapter1/Before/API (Permission denied): make it writable (chmod -R u+w Chapters/chapter1/Before/API), then reset again.")
        XCTAssertEqual(ResetCommand.failure("fatal: Unable to create '/r/.git/index.lock': File exists.\n", before: "B").prefix(22), "git's index is locked ")
        XCTAssertEqual(ResetCommand.failure("warning: x\nfatal: bad object\n", before: "B"), "git could not restore the files: bad object")
    }

    func test_run_aNamedPipeInTheBefore_refusesBeforeAsking() {
        XCTAssertEqual(mkfifo(sut.root.appendingPathComponent("Chapters/chapter1/Before/Pipe.swift").path, 0o644), 0)

        XCTAssertEqual(sut.run("reset", ["chapter1", "--yes"]), 2)

        XCTAssertTrue(sut.errors.hasSuffix("then reset again: it keeps a copy of your Before first, and cannot copy that\n"), sut.errors)
        XCTAssertEqual(sut.file(mine), "// mine\n")
    }
}
