import XCTest
@testable import WorkbookModel

/// `ChapterFacts`, `StepExpectation` and `ClaimExceptions`: what the texts' counts are checked against.
final class ChapterFactsTests: XCTestCase {
    private let readme = """
        # Chapter 2

        ## Steps

        1. **One.** Text.

           *Expected:* Before characterization 34/34, goals doesn't compile yet.

        2. **Two.** Text.
           *Expected:* Before characterization 34/34, goals 7/7.
           *First error:* `X.swift:6: no such module 'X'`

        ## Done when
        """

    func test_stepExpectationRead_eachStepsLine_inOrder_withItsLineAndFirstError() {
        let sut = StepExpectation.read(readme: readme)

        XCTAssertEqual(sut, [StepExpectation(step: 1, characterization: "34/34", goals: "doesn't compile yet", line: 7),
                             StepExpectation(step: 2, characterization: "34/34", goals: "7/7", line: 10, firstError: "X.swift:6: no such module 'X'")])
    }

    func test_read_countsTheAftersLogs_theRulesAsGoalTests_andTheChaptersFiles() {
        var files = FakeFiles()
        files.files["Chapters/chapter2/README.md"] = readme
        files.files["Chapters/chapter2/HINTS.md"] = "## Hint 1 — a\n## Hint 2 — b\n"
        files.files["Chapters/chapter2/Steps/01-one.patch"] = ""
        files.files["Chapters/chapter2/Steps/02-two.patch"] = ""
        files.files["Chapters/chapter2/Tests/Dependencies.rules"] = "test test_rule\nmessage m\nedge A -> B\n"
        let logs = ["c.log": "Test Case 'LoginTests.test_a' passed (0.001 seconds)\nTest Case 'LoginTests.test_b' failed (0.001 seconds)\n",
                    "g.log": "Test Case 'GoalTests.test_g' passed (0.001 seconds)\n",
                    "m.log": "Test Case 'ModuleTests.test_m' passed (0.001 seconds)\n",
                    "e.txt": "    A.swift:3: cannot find 'X' in scope\n\n"]
        let rows = ChapterFacts.rows("chapter2\tlog\tcharacterization\tc.log\nchapter2\tlog\tgoals\tg.log\nchapter2\ttarget\tLoginModuleTests\tm.log\nchapter2\tbefore-goals\t1/2\nchapter2\terrors\te.txt\nchapter3\tlog\tgoals\tc.log\n")

        let sut = ChapterFacts.read(chapter: "chapter2", rows: rows, files: files) { logs[$0] }

        XCTAssertEqual(sut.characterization, 2)
        XCTAssertEqual(sut.goals, 2)
        XCTAssertEqual(sut.suites, ["LoginTests": .init(tests: 2, kind: .characterization), "GoalTests": .init(tests: 1, kind: .goals),
                                    "LoginModuleTests": .init(tests: 1, kind: .goals), "ModuleTests": .init(tests: 1, kind: .goals),
                                    "DependencyRules": .init(tests: 1, kind: .goals)])
        XCTAssertEqual(sut.tests, ["test_a", "test_b", "test_g", "test_m", "test_rule"])
        XCTAssertEqual(sut.rules, 1)
        XCTAssertEqual(sut.steps, 2)
        XCTAssertEqual(sut.hints, 2)
        XCTAssertEqual(sut.pristineGoals, "1/2")
        XCTAssertEqual(sut.errors, ["A.swift:3: cannot find 'X' in scope"])
        XCTAssertEqual(sut.expectations.count, 2)
    }

    func test_states_greenEachStepsLineAndThePristineBefore() {
        let sut = ChapterFacts(chapter: "c", characterization: 3, goals: 4,
                               expectations: [StepExpectation(step: 1, characterization: "3/3", goals: "2/4", line: 1)], pristineGoals: "1/4")

        XCTAssertEqual(sut.states(.goals).map { "\($0.passed)/\($0.total)" }, ["4/4", "2/4", "1/4"])
        XCTAssertEqual(sut.states(.characterization).map { "\($0.passed)/\($0.total)" }, ["3/3"])
    }

    func test_claimExceptions_readsEntries_andRefusesALineWithoutWhy() {
        let sut = ClaimExceptions(text: "# comment\n\nChapters/c/NOTES.md: shows 4/7 -- measured on a forgotten step\nChapters/c/NOTES.md: 4/7\n")

        XCTAssertEqual(sut.entries, [ClaimExceptions.Entry(file: "Chapters/c/NOTES.md", phrase: "shows 4/7", why: "measured on a forgotten step", line: 3)])
        XCTAssertEqual(sut.problems.map(\.message), ["Chapters/counts.exceptions:4: expected 'FILE: PHRASE -- WHY', got 'Chapters/c/NOTES.md: 4/7'"])
    }

    func test_claimSentences_cutAtMarksOutsideCode_withTheirLinesAndSteps() {
        let text = "Intro: one `a. b` two.\nNext line; e.g. this.\n\n## Steps\n\n1. **S.** Text\n   goes on.\n"

        let sut = ClaimSentence.sentences(of: text)

        XCTAssertEqual(sut.map(\.text), ["Intro:", "one `a. b` two.", "Next line;", "e.g. this.", "## Steps", "1. **S.** Text goes on."])
        XCTAssertEqual(sut.map { $0.line(at: 0) }, [1, 1, 2, 2, 4, 6])
        XCTAssertEqual(sut.last?.line(at: 15), 7)
        XCTAssertEqual(sut.map(\.step), [nil, nil, nil, nil, nil, 1])
    }
}
