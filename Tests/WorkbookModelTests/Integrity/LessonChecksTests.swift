import XCTest
@testable import WorkbookModel

/// `LessonChecks`: a chapter's README.md, HINTS.md and NOTES.md as integrity wants them.
final class LessonChecksTests: XCTestCase {
    private let readme = """
        # Chapter 1
        ## Story
        ## The smell
        ## Technique
        ## Steps
        1. One.
        2. Two.
           3. indented: no step
        ## Done when
        10. not under Steps
        ## Discussion

        """
    private let hints = "## Hint 1 — a\n## Hint 2 — b\n##  Hint 3 — c\n"

    private func sut(_ files: [String: String]) -> LessonChecks {
        LessonChecks(files: FakeFiles(files: files))
    }

    func test_pairResults_ofACompleteChapter_passEachFile() {
        let sut = sut(["Chapters/chapter1/README.md": readme, "Chapters/chapter1/HINTS.md": hints, "Chapters/chapter1/NOTES.md": "n\n"])

        XCTAssertEqual(sut.pairResults("chapter1").map(\.lines), [
            "pass\tchapter1: README.md (story, smell, technique, 2 steps, done when, discussion)\n",
            "pass\tchapter1: HINTS.md (3 hints)\n",
            "pass\tchapter1: NOTES.md\n",
        ])
    }

    func test_readme_withoutAHeadingOrSteps_saysWhichIsMissing() {
        let noSmell = readme.replacingOccurrences(of: "## The smell\n", with: "The smell, in a paragraph\n")
        let noSteps = readme.replacingOccurrences(of: "## Steps\n", with: "## Steps to take\n")

        XCTAssertEqual(sut(["Chapters/chapter1/README.md": noSmell]).readme("chapter1").map(\.message),
                       ["chapter1: README.md has no heading for: smell"])
        XCTAssertEqual(sut(["Chapters/chapter1/README.md": noSteps]).readme("chapter1").map(\.message),
                       ["chapter1: README.md has no numbered steps under '## Steps'"])
        XCTAssertEqual(sut([:]).readme("chapter1").map(\.message), ["chapter1: README.md is missing"])
    }

    func test_hints_fewerThanThree_orMissing_isAFinding() {
        XCTAssertEqual(sut(["Chapters/chapter1/HINTS.md": "## Hint 1 — a\n## Hints 2\n"]).hints("chapter1").map(\.message),
                       ["chapter1: HINTS.md has 1 '## Hint N — …' sections; it needs 3 or more"])
        XCTAssertEqual(sut([:]).hints("chapter1").map(\.message), ["chapter1: HINTS.md is missing"])
    }

    func test_notes_empty_isAFinding() {
        XCTAssertEqual(sut(["Chapters/chapter1/NOTES.md": ""]).notes("chapter1").map(\.message), ["chapter1: NOTES.md is missing or empty"])
    }

    func test_exerciseResults_emptyNotes_andAMissingTopic_failWithoutDetails() {
        let readme = "## Story\n## What a characterization test is\n## Steps\n## Done when\n## Discussion\n"
        let sut = sut(["Chapters/chapter0/README.md": readme, "Chapters/chapter0/HINTS.md": hints, "Chapters/chapter0/NOTES.md": ""])

        XCTAssertEqual(sut.exerciseResults("chapter0").map(\.lines).joined(), """
            fail\tchapter0: NOTES.md is missing or empty
            fail\tchapter0: README.md has no heading for: worth pinning
            pass\tchapter0: HINTS.md (3 hints)

            """)
    }
}
