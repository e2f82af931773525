import XCTest
@testable import WorkbookModel

/// hint's progression: one more hint at each run, kept in .workbook/hints-CHAPTER.
final class HintCommandTests: XCTestCase {
    var sut: ScriptRun!

    override func setUpWithError() throws {
        sut = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
    }

    override func tearDown() {
        sut.remove()
    }

    func test_run_eachTime_showsTheNextHintThenSaysThereAreNoMore() {
        var headings: [String] = []
        for _ in 1...3 {
            XCTAssertEqual(sut.run("hint", ["chapter1"]), 0)
            headings.append(sut.output.split(separator: "\n").first.map(String.init) ?? "")
        }
        XCTAssertEqual(sut.run("hint", ["chapter1"]), 0)

        XCTAssertEqual(headings, ["Hint 1 — Where to look", "Hint 2 — What to extract", "Hint 3 — Nearly the answer"])
        XCTAssertEqual(sut.output, """
            No more hints for chapter1: you have seen all 3. --all prints them again; --reset starts over.
            The reference solution: ./Scripts/diff chapter1

            """)
        XCTAssertEqual(sut.file(".workbook/hints-chapter1"), "3\n")
    }

    func test_run_reset_startsFromTheFirstHint() throws {
        try sut.write(".workbook/hints-chapter1", "2\n")

        XCTAssertEqual(sut.run("hint", ["chapter1", "--reset"]), 0)
        XCTAssertNil(sut.file(".workbook/hints-chapter1"))
        XCTAssertEqual(sut.run("hint", ["chapter1"]), 0)

        XCTAssertTrue(sut.output.hasPrefix("Hint 1 — "), sut.output)
    }

    func test_run_allWithReset_printsEveryHint_thenSaysTheyStartOver() throws {
        try sut.write(".workbook/hints-chapter1", "2\n")

        XCTAssertEqual(sut.run("hint", ["chapter1", "--all", "--reset"]), 0)

        XCTAssertNil(sut.file(".workbook/hints-chapter1"))
        XCTAssertTrue(sut.output.hasPrefix("Hint 1 — "), sut.output)
        XCTAssertTrue(sut.output.hasSuffix("\n\n(hints for chapter1 start over: ./Scripts/hint chapter1 shows hint 1 next)\n"), sut.output)
    }

    func test_run_progressEditedByHand_readsItsDigits() throws {
        try sut.write(".workbook/hints-chapter1", "x2\n")

        XCTAssertEqual(sut.run("hint", ["chapter1"]), 0)

        XCTAssertTrue(sut.output.hasPrefix("Hint 3 — "), sut.output)
        XCTAssertTrue(sut.output.hasSuffix("(hint 3 of 3 — that was the last one)\n"), sut.output)
    }

    func test_run_forcedColour_paintsTheHeadingAndTheCount() {
        sut.environment["CLICOLOR_FORCE"] = "1"

        XCTAssertEqual(sut.run("hint", ["chapter1"]), 0)

        XCTAssertTrue(sut.output.hasPrefix("\u{1B}[1mHint 1 — Where to look\u{1B}[0m\n"), sut.output)
        XCTAssertTrue(sut.output.hasSuffix("\u{1B}[2m(hint 1 of 3 — run it again for the next one)\u{1B}[0m\n"), sut.output)
    }

    func test_run_noColourOrDumbTerminal_printsNoEscape() {
        for environment in [["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], ["TERM": "dumb"], ["CLICOLOR_FORCE": "0"]] {
            sut.environment = environment
            sut.outputIsTerminal = environment["TERM"] != nil

            XCTAssertEqual(sut.run("hint", ["chapter1", "--all"]), 0)

            XCTAssertFalse(sut.output.contains("\u{1B}"), "\(environment)")
        }
    }

    func test_run_terminal_isColoured() {
        sut.outputIsTerminal = true
        sut.environment["TERM"] = "xterm"

        XCTAssertEqual(sut.run("hint", ["chapter1", "--all"]), 0)

        XCTAssertTrue(sut.output.contains("\u{1B}[1m"))
    }

    func test_run_missingHints_failsNamingTheFile() throws {
        try FileManager.default.removeItem(at: sut.root.appendingPathComponent("Chapters/chapter1/HINTS.md"))

        XCTAssertEqual(sut.run("hint", ["chapter1"]), 2)

        XCTAssertEqual(sut.errors, "hint: Chapters/chapter1/HINTS.md is missing\n")
    }

    func test_run_brokenRegistry_failsWithItsLine() throws {
        try sut.write("Chapters/chapters.registry", "chapter1 title\n")

        XCTAssertEqual(sut.run("hint", ["chapter1"]), 2)

        XCTAssertEqual(sut.errors, "hint: Chapters/chapters.registry:1: expected 'chapterN.key value' or 'workbook.key value' (a key of lower-case letters), got 'chapter1 title'\n")
        XCTAssertEqual(sut.output, "")
    }
}
