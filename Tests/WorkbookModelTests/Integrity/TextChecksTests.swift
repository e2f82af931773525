import XCTest
@testable import WorkbookModel

/// `TextChecks`: counts, samples and claims the texts state, against what the tools print.
final class TextChecksTests: XCTestCase {
    func test_counts_statedAsTheChapterCounts_findNothing() {
        let text = "Before 32/32 and 3/5 goals; 32 characterization tests, 5 goal tests.\n"

        XCTAssertEqual(TextChecks.counts(file: "R.md", text: text, characterization: 32, goals: 5), [])
    }

    func test_counts_aWrongTotalOrPhrase_isFoundWithItsLine() {
        let text = "fine 5/5\nrow 31/31 and 2/6\n30 characterization tests and 4 goal tests\n"

        let sut = TextChecks.counts(file: "R.md", text: text, characterization: 32, goals: 5)

        XCTAssertEqual(sut.map(\.message), [
            "R.md:2: 31/31 (this chapter counts 32 characterization and 5 goal tests)",
            "R.md:2: 2/6 (this chapter counts 32 characterization and 5 goal tests)",
            "R.md:3: 30 characterization tests (there are 32)",
            "R.md:3: 4 goal tests (there are 5)",
        ])
    }

    private let document = """
        Intro. It prints:

        ```
        Checking chapter1…
          Before … ✓
        ```

        ```
        $ ./Scripts/check chapter1
        other
        ```

        """

    func test_checkSample_afterItPrints_isTheBlockAfterIt_andAfterTheCommand_theLinesAfterIt() {
        XCTAssertEqual(TextChecks.checkSample(in: document), "Checking chapter1…\n  Before … ✓\n")
        XCTAssertEqual(TextChecks.checkSample(in: "```\n$ ./Scripts/check chapter1\nA\nB\n```\n"), "A\nB\n")
        XCTAssertNil(TextChecks.checkSample(in: "```\n$ ./Scripts/check chapter2\nA\n```\n"))
    }

    func test_sample_asPrinted_withTheFirstCheckLine_findsNothing() {
        let actual = "Checking chapter1…\n  First check of chapter1: a minute\n  Before … ✓\n"

        XCTAssertEqual(TextChecks.sample(file: "README.md", document: document, actual: actual), [])
    }

    func test_sample_withANoteAboutTheBuildFolder_findsNothing_butAnotherNoteIsADifference() {
        let note = "      note: the workbook's own sources changed since the last build: rebuilt from scratch (a SwiftPM bug)\n"
        let actual = "Checking chapter1…\n  Before … ✓\n"

        XCTAssertEqual(TextChecks.sample(file: "README.md", document: document, actual: actual + note), [])
        XCTAssertEqual(TextChecks.sample(file: "README.md", document: document, actual: actual + "      note: a test crashed\n").count, 1)
    }

    func test_sample_thatDiffers_showsTheLinesBetweenWhatBothShare() {
        let actual = "Checking chapter1…\n  Before … ✗\n"

        let sut = TextChecks.sample(file: "README.md", document: document, actual: actual)

        XCTAssertEqual(sut.map(\.message), ["from the sample's line 2:\n<   Before … ✓\n>   Before … ✗"])
    }

    func test_sample_noneInTheDocument_isAFindingNamingIt() {
        let sut = TextChecks.sample(file: "Scripts/README.md", document: "no sample\n", actual: "x\n")

        XCTAssertEqual(sut.map(\.message), ["Scripts/README.md: no sample of ./Scripts/check chapter1 found (after 'It prints:' or '$ ./Scripts/check chapter1')"])
    }

    func test_gradeClaims_asGraded_findNothing_eitherTheExampleOrTheSuites() {
        let text = "your tests catch 16 of 44 changes; the suites caught 44 of 44; again catch 16 of 44\n"

        XCTAssertEqual(TextChecks.gradeClaims(file: "N.md", text: text, caught: 16, total: 44), [])
    }

    func test_gradeClaims_aWrongCountOrCatalogueSize_isFound() {
        let text = "they catch 15 of 44 changes, and caught 16 of 40\n"

        let sut = TextChecks.gradeClaims(file: "N.md", text: text, caught: 16, total: 44)

        XCTAssertEqual(sut.map(\.message), [
            "N.md states 15 of 44; the worked example catches 16 of 44 and the suites 44 of 44",
            "N.md states 16 of 40: the catalogue has 44 mutants",
        ])
    }
}
