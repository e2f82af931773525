import XCTest
@testable import WorkbookModel

/// What a README step states (Fixtures/repos/scripts, chapter1, and READMEs written here).
final class ChapterStepsStatementsTests: XCTestCase {
    let fixture = ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts")

    func test_expected_eachStep_isItsCells() {
        let sut = ChapterSteps(chapter: "chapter1", root: fixture)

        XCTAssertEqual(sut.expected(1).map { [$0.characterization, $0.goals] }, ["2/2", "1/2"])
        XCTAssertEqual(sut.expected(3).map { [$0.characterization, $0.goals] }, ["2/2", "2/2"])
        XCTAssertNil(sut.expected(4))
    }

    func test_name_isThePatchsWithoutNumberAndExtension() {
        let sut = ChapterSteps(chapter: "chapter1", root: fixture)

        XCTAssertEqual(sut.name(2), "move-the-config")
        XCTAssertEqual(ChapterSteps.name(ofPatch: "12-a-b.patch"), "a-b")
    }

    func test_readmeStepCount_isTheNumberedStepsUnderSteps() {
        XCTAssertEqual(ChapterSteps(chapter: "chapter1", root: fixture).readmeStepCount, 3)
    }

    func test_statements_aStepThatDoesNotCompileYet_givesItsCellsItsFirstErrorAndItsProseCounts() throws {
        let repository = try TemporaryRepository()
        defer { repository.remove() }
        try repository.write("Chapters/chapter1/README.md", """
            # One

            ## Steps

            1. **Split it.** The goals now compile, 2/7; the Before row's
               characterization column reads 34/34 (as before).

               *Expected:* Before characterization 34/34, goals doesn’t compile yet.
               *First error:* `Chapters/chapter1/Tests/Goals/X.swift:6: no such module 'X'`

            ## Done when
            Goals 9/9.
            """)

        let sut = ChapterSteps(chapter: "chapter1", root: repository.root)

        XCTAssertEqual(sut.expected(1).map { [$0.characterization, $0.goals] }, ["34/34", StepExpectation.doesNotCompile])
        XCTAssertEqual(sut.firstError(1), "Chapters/chapter1/Tests/Goals/X.swift:6: no such module 'X'")
        XCTAssertEqual(sut.statedCounts(1).map { "\($0.kind) \($0.count)" }, ["goals 2/7", "characterization 34/34"])
    }

    func test_statements_aStepThatSaysNothing_givesNothing() throws {
        let repository = try TemporaryRepository()
        defer { repository.remove() }
        try repository.write("Chapters/chapter1/README.md", "## Steps\n\n1. **Read.** Nothing to count.\n")

        let sut = ChapterSteps(chapter: "chapter1", root: repository.root)

        XCTAssertNil(sut.expected(1))
        XCTAssertNil(sut.firstError(1))
        XCTAssertTrue(sut.statedCounts(1).isEmpty)
    }
}
