import XCTest
@testable import WorkbookModel

/// `StepPosition`: which step a Before is at, judged by its content (the bytes, the tests'
/// results against each step's *Expected:* line, and the files it changed).
final class StepPositionTests: XCTestCase {
    /// Chapter 2's steps in small: step 1 changes the screen, step 2 the scene delegate, step 3
    /// the app delegate (steps 1–3 state the same counts), step 4 the screen again.
    private let states: [StepFolder] = [
        StepFolder(files: ["Login.swift": Array("var api: API { app.api }\n".utf8), "Scene.swift": Array("scene\n".utf8), "App.swift": Array("app\n".utf8)]),
        StepFolder(files: ["Login.swift": Array("lazy var api: API = app.api\n".utf8), "Scene.swift": Array("scene\n".utf8), "App.swift": Array("app\n".utf8)]),
        StepFolder(files: ["Login.swift": Array("lazy var api: API = app.api\n".utf8), "Scene.swift": Array("scene\nroot.api = app.api\n".utf8), "App.swift": Array("app\n".utf8)]),
        StepFolder(files: ["Login.swift": Array("lazy var api: API = app.api\n".utf8), "Scene.swift": Array("scene\nroot.api = app.api\n".utf8), "App.swift": Array("app\nlogin.api = api\n".utf8)]),
        StepFolder(files: ["Login.swift": Array("var api: API!\n".utf8), "Scene.swift": Array("scene\nroot.api = app.api\n".utf8), "App.swift": Array("app\nlogin.api = api\n".utf8)]),
    ]
    private let expectations = [StepExpectation(step: 1, characterization: "34/34", goals: "5/7", line: 1),
                                StepExpectation(step: 2, characterization: "34/34", goals: "5/7", line: 2),
                                StepExpectation(step: 3, characterization: "34/34", goals: "5/7", line: 3),
                                StepExpectation(step: 4, characterization: "34/34", goals: "7/7", line: 4)]

    /// Step 2 done in other words: the scene delegate sets the root screen's api in three lines of its own.
    private var stepTwoInOtherWords: StepFolder {
        var before = states[1]
        before.files["Scene.swift"] = Array("scene\n// the app's api for the first screen\nlet appAPI = app.api\n(root as? Login)?.api = appAPI\n".utf8)
        return before
    }

    func test_judge_aStepsStateByteForByte_isThatStepExactly_theLaterOfTwoAlike() {
        var states = self.states
        states.append(states[4])

        let sut = StepPosition.judge(states: states, before: states[4], expectations: expectations, results: nil)

        XCTAssertEqual(sut, StepPosition(step: 5, total: 5, how: .exact, lines: 0))
    }

    func test_judge_stepTwoInOtherWords_withItsCounts_isStepTwo_notTheStepWhoseTextIsNearer() {
        let before = stepTwoInOtherWords
        XCTAssertLessThan(states[1].changedLines(to: before), states[2].changedLines(to: before), "the text alone would say step 1")

        let sut = StepPosition.judge(states: states, before: before, expectations: expectations, results: ("34/34", "5/7"))

        XCTAssertEqual(sut?.step, 2)
        XCTAssertEqual(sut?.how, .tests)
        XCTAssertEqual(sut?.lines, states[2].changedLines(to: before))
    }

    func test_judge_stepOneInOtherWords_withTheCountsOfStepsOneToThree_isStepOne() {
        var before = states[0]
        before.files["Login.swift"] = Array("lazy var api: API = {\n    app.api\n}()\n".utf8)

        let sut = StepPosition.judge(states: states, before: before, expectations: expectations, results: ("34/34", "5/7"))

        XCTAssertEqual(sut?.step, 1)
        XCTAssertEqual(sut?.how, .tests)
    }

    func test_judge_resultsNoStepStates_orCharacterizationNotGreen_isTheNearestText() {
        let before = stepTwoInOtherWords

        let unstated = StepPosition.judge(states: states, before: before, expectations: expectations, results: ("34/34", "2/7"))
        let red = StepPosition.judge(states: states, before: before, expectations: expectations, results: ("30/34", "5/7"))
        let unknown = StepPosition.judge(states: states, before: before, expectations: expectations, results: nil)

        for sut in [unstated, red, unknown] {
            XCTAssertEqual(sut, StepPosition(step: 1, total: 4, how: .near, lines: states[1].changedLines(to: before)))
        }
    }

    func test_judge_noSteps_isNil() {
        XCTAssertNil(StepPosition.judge(states: [states[0]], before: states[0], expectations: [], results: nil))
    }

    func test_changedLines_countsWhatDiffMarks_aMissingFileWhole() {
        let old = StepFolder(files: ["A.swift": Array("a\nb\nc\n".utf8), "Gone.swift": Array("x\ny\n".utf8)])
        let new = StepFolder(files: ["A.swift": Array("a\nB\nc\n".utf8), "New.swift": Array("z\n".utf8)])

        XCTAssertEqual(old.changedLines(to: new), 2 + 2 + 1)
        XCTAssertEqual(old.differing(from: new), ["A.swift", "Gone.swift", "New.swift"])
    }

    func test_line_eachHow_saysWhereAndTheNextStep() {
        let titles = ["Make `api` settable.", "Give the first login screen its API.", "Give the fresh one its API.", "Remove the default."]

        XCTAssertEqual(StepPosition(step: 1, total: 4, how: .exact, lines: 0).line(chapter: "chapter2", titles: titles),
                       "You seem to be at step 1 of 4: next, step 2 'Give the first login screen its API' — ./Scripts/step show chapter2 2")
        XCTAssertEqual(StepPosition(step: 2, total: 4, how: .tests, lines: 3).line(chapter: "chapter2", titles: titles),
                       "You seem to be at step 2 of 4 (your tests say so; your code is worded differently from the step's patch, which is fine): next, step 3 'Give the fresh one its API' — ./Scripts/step show chapter2 3")
        XCTAssertEqual(StepPosition(step: 1, total: 4, how: .near, lines: 1).line(chapter: "chapter2", titles: titles),
                       "You seem to be past step 1 of 4 (1 line differs from it): next, step 2 'Give the first login screen its API' — ./Scripts/step show chapter2 2")
        XCTAssertEqual(StepPosition(step: 4, total: 4, how: .near, lines: 6).line(chapter: "chapter2", titles: titles),
                       "You seem to be near the end: step 4 of 4, 6 lines from After — ./Scripts/diff chapter2 shows what is left, or ./Scripts/hint chapter2")
        XCTAssertNil(StepPosition(step: 4, total: 4, how: .exact, lines: 0).line(chapter: "chapter2", titles: titles))
    }

    func test_cell_nearOnlyWhenTheTextAloneSays() {
        XCTAssertEqual(StepPosition(step: 2, total: 5, how: .tests, lines: 4).cell, "step 2 of 5")
        XCTAssertEqual(StepPosition(step: 2, total: 5, how: .exact, lines: 0).cell, "step 2 of 5")
        XCTAssertEqual(StepPosition(step: 1, total: 5, how: .near, lines: 4).cell, "near step 1 of 5")
    }

    func test_titles_eachStepsBoldTitle_overWrappedLines() {
        let readme = "## Steps\n\n1. **Make `api` settable.** Text.\n\n2. **Give the first\n   screen its API.** More.\n3. No title.\n\n## Done when\n\n1. **Not a step.**\n"

        XCTAssertEqual(StepPosition.titles(readme: readme), ["Make `api` settable.", "Give the first screen its API.", ""])
    }
}
