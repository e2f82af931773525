import XCTest
@testable import WorkbookModel

/// `TextChecks`: the samples of check the READMEs show, against what it prints.
final class TextChecksTests: XCTestCase {
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

    func test_sample_withStillWorkingLinesOfASlowStage_findsNothing() {
        let actual = "Checking chapter1…\n  Before …\n    … still working: building 23/68 (31 s)\n    … still working: testing (62 s)\n  Before … ✓\n"

        XCTAssertEqual(TextChecks.sample(file: "README.md", document: document, actual: actual), [])
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
}
