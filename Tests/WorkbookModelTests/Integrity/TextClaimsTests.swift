import XCTest
@testable import WorkbookModel

/// `TextClaims`: every count a lesson text states, in any form, against what the tools count.
final class TextClaimsTests: XCTestCase {
    /// Chapter 2 as the tools count it: 34 characterization tests, 7 goal tests (one of them
    /// its dependency rule), five steps, five hints.
    private let facts = ChapterFacts(
        chapter: "chapter2", characterization: 34, goals: 7,
        suites: ["LoginCharacterizationTests": .init(tests: 18, kind: .characterization),
                 "ErrorViewControllerCharacterizationTests": .init(tests: 3, kind: .characterization),
                 "LoginViewControllerGoalTests": .init(tests: 6, kind: .goals),
                 "DependencyRules": .init(tests: 1, kind: .goals)],
        tests: ["test_signIn_callsLogin", "test_loginViewController_doesNotFetchItsAPIFromTheAppDelegate"],
        rules: 1,
        expectations: [StepExpectation(step: 1, characterization: "34/34", goals: "5/7", line: 9),
                       StepExpectation(step: 2, characterization: "34/34", goals: "7/7", line: 13)],
        steps: 2, hints: 5, pristineGoals: "doesn't compile yet", mutants: 44)

    private func findings(_ text: String, file: String = "Chapters/chapter2/NOTES.md",
                          exceptions: ClaimExceptions = ClaimExceptions()) -> [String] {
        TextClaims.check(file: file, text: text, facts: facts, exceptions: exceptions).findings.map(\.message)
    }

    func test_check_everyFormStatedAsTheToolsCount_findsNothing() {
        let text = """
            The characterization tests launch the app. All 34 run on every check.

            - `ErrorViewControllerCharacterizationTests` (3) and all 18 `LoginCharacterizationTests`.

            What the goal tests expect (7): a login screen. There are 34 characterization tests and seven goal tests,
            1 dependency rule among them. Five of the seven goal tests go green (the check says 5/7).
            Check prints `crashed (34/34)` never; its 5 hints and its 2 steps: step 1 of 2. The suites catch all 44 of its changes.
            It takes 12–25 s on two idle cores, in chapter 6's goal tests at step 3; all four modules, one of three piles.
            """

        XCTAssertEqual(findings(text), [])
    }

    func test_check_allNRunWithAWrongTotal_isFound() {
        let sut = findings("The characterization tests launch the app.\nAll 33 run on every check.\n")

        XCTAssertEqual(sut, ["Chapters/chapter2/NOTES.md:2: \"All 33\": chapter2 has 34 characterization tests"])
    }

    func test_check_aSuiteWithAWrongCount_isFound_inParenthesesOrBeforeIt() {
        let sut = findings("- `ErrorViewControllerCharacterizationTests` (4): the alert.\n- all 17 `LoginCharacterizationTests` pass.\n")

        XCTAssertEqual(sut, [
            "Chapters/chapter2/NOTES.md:1: \"`ErrorViewControllerCharacterizationTests` (4)\": ErrorViewControllerCharacterizationTests has 3 tests",
            "Chapters/chapter2/NOTES.md:2: \"17 `LoginCharacterizationTests`\": LoginCharacterizationTests has 18 tests",
        ])
    }

    func test_check_whatTheGoalTestsExpectWithAWrongTotal_isFound() {
        let sut = findings("What the goal tests expect (5): a login screen from the storyboard.\n")

        XCTAssertEqual(sut, ["Chapters/chapter2/NOTES.md:1: \"goal tests expect (5)\": chapter2 has 7 goal tests"])
    }

    func test_check_aTotalInWordsOrDigits_thatIsWrong_isFound() {
        let sut = findings("There are 33 characterization tests and six goal tests.\n")

        XCTAssertEqual(sut, [
            "Chapters/chapter2/NOTES.md:1: \"33 characterization tests\": chapter2 has 34 characterization tests",
            "Chapters/chapter2/NOTES.md:1: \"six goal tests\": chapter2 has 7 goal tests",
        ])
    }

    func test_check_aCountOutOfAWrongTotal_isFound_asAPairOrInWords() {
        let sut = findings("The goals read 5/8. Four of the six goal tests pass.\n")

        XCTAssertEqual(sut, [
            "Chapters/chapter2/NOTES.md:1: \"5/8\": chapter2 has 7 goal tests, not 8",
            "Chapters/chapter2/NOTES.md:1: \"Four of the six\": chapter2 has 7 goal tests, not 6",
        ])
    }

    func test_check_aStateNoRunReaches_isRefusedUnlessListed() {
        let text = "Forgetting it shows goals 4/7: the goal tests, all but three pass.\n"

        let sut = findings(text)

        XCTAssertEqual(sut.count, 2)
        XCTAssertTrue(sut[0].hasPrefix("Chapters/chapter2/NOTES.md:1: \"4/7\": 4/7 goals is no state a check of chapter2 shows (its steps and pristine Before: 5/7, or all green)"))
        XCTAssertTrue(sut[1].hasPrefix("Chapters/chapter2/NOTES.md:1: \"all but three\": 4/7 goals is no state"))
    }

    func test_check_inAStep_aCountThatIsNotItsExpectedLine_isRefused() {
        let readme = "## Steps\n\n1. **Make it settable.** The goal tests now compile, and all but one pass.\n\n   *Expected:* Before characterization 34/34, goals 5/7.\n"

        let sut = findings(readme, file: "Chapters/chapter2/README.md")

        XCTAssertEqual(sut.count, 1, "\(sut)")
        XCTAssertTrue(sut[0].hasPrefix("Chapters/chapter2/README.md:3: \"all but one\": 6/7 goals is not what step 1 leads to (its *Expected:* line: 5/7)"))
    }

    func test_check_stepsHintsAndRules_thatAreWrong_areFound() {
        let sut = findings("You seem to be at step 1 of 4. HINTS.md has 3 hints; the chapter has 2 dependency rules and its 4 steps.\n")

        XCTAssertEqual(sut, [
            "Chapters/chapter2/NOTES.md:1: \"step 1 of 4\": chapter2 has 2 steps (Chapters/chapter2/Steps)",
            "Chapters/chapter2/NOTES.md:1: \"3 hints\": HINTS.md gives 5 hints",
            "Chapters/chapter2/NOTES.md:1: \"2 dependency rules\": Tests/Dependencies.rules holds 1 rule",
            "Chapters/chapter2/NOTES.md:1: \"its 4 steps\": chapter2 has 2 steps (Chapters/chapter2/Steps)",
        ])
    }

    func test_check_aNumberNearTheWordsOfTestsInNoForm_isRefused() {
        let sut = findings("The login suite has grown: it now runs 19, the alert's 4.\n")

        XCTAssertEqual(sut.count, 2, "\(sut)")
        XCTAssertTrue(sut[0].hasPrefix("Chapters/chapter2/NOTES.md:1: \"it now runs 19, the alert's 4.\": '19' counts tests in no form integrity reads"))
        XCTAssertTrue(sut[1].contains("'4' counts tests in no form integrity reads"))
    }

    func test_check_aCountOnAWrappedLine_namesTheLineItIsOn() {
        let sut = findings("The characterization tests\nlaunch the app, and\nall 35 run.\n")

        XCTAssertEqual(sut, ["Chapters/chapter2/NOTES.md:3: \"all 35\": chapter2 has 34 characterization tests"])
    }

    func test_check_aNumberJoinedToAWordByAHyphen_isPartOfAName_notACount() {
        let sut = findings("Every goal test passes with `01-protocol-fallback.patch` applied, the rule aside.\n")

        XCTAssertEqual(sut, [])
    }

    func test_check_theNRulesNamedByWhatTheyDo_areSomeOfTheRules_atMostAsManyAsThereAre() {
        var chapter = facts
        chapter.rules = 3

        let some = TextClaims.check(file: "R.md", text: "Judged now, the two rules about the AppDelegate still find it.\n", facts: chapter).findings
        let tooMany = TextClaims.check(file: "R.md", text: "Judged now, the four rules about the AppDelegate still find it.\n", facts: chapter).findings.map(\.message)
        let total = TextClaims.check(file: "R.md", text: "The chapter has 2 dependency rules.\n", facts: chapter).findings.map(\.message)

        XCTAssertEqual(some, [])
        XCTAssertEqual(tooMany, ["R.md:1: \"four rules\": Tests/Dependencies.rules holds 3 rules"])
        XCTAssertEqual(total, ["R.md:1: \"2 dependency rules\": Tests/Dependencies.rules holds 3 rules"])
    }

    func test_check_aCrashedRunAsCheckPrintsIt_countsTheXCTestGoalTestsAlone_andIsRefusedUnlessListed() {
        let text = "```\n  Before characterization … ✗ crashed (2 of 34 passed)\n  Before goals            … ✗ crashed (1 of 6 passed)\n```\n"
        let exceptions = ClaimExceptions(text: "Chapters/chapter2/NOTES.md: crashed (2 of 34 passed) -- measured\nChapters/chapter2/NOTES.md: crashed (1 of 6 passed) -- measured\n")

        let refused = findings(text)
        let listed = findings(text, exceptions: exceptions)

        XCTAssertEqual(refused.count, 2, "\(refused)")
        XCTAssertTrue(refused[0].hasPrefix("Chapters/chapter2/NOTES.md:2: \"2 of 34\": crashed (2/34) is the outcome of some run that integrity does not make"))
        XCTAssertTrue(refused[1].hasPrefix("Chapters/chapter2/NOTES.md:3: \"1 of 6\": crashed (1/6) is the outcome of some run that integrity does not make"))
        XCTAssertEqual(listed, [])
    }

    func test_check_aCrashedGoalsRunOutOfNeitherTotal_isFound() {
        let sut = findings("```\n  Before goals            … ✗ crashed (1 of 5 passed)\n```\n")

        XCTAssertEqual(sut, ["Chapters/chapter2/NOTES.md:2: \"1 of 5\": chapter2 has 7 goal tests (6 without its dependency rules, as a crashed run counts them), not 5"])
    }

    func test_check_anOutputBlock_isRead_andACodeBlockIsNot() {
        let text = "```\n  Before characterization … ✓ 33/33 passed\n```\n\n```swift\nXCTAssertEqual(tests.count, 99) // 99 tests\n```\n"

        let sut = findings(text)

        XCTAssertEqual(sut, ["Chapters/chapter2/NOTES.md:2: \"33/33\": chapter2 has 34 characterization tests, not 33"])
    }

    func test_check_anException_letsAnUnverifiableCountStand_butNeverAContradiction() {
        let exceptions = ClaimExceptions(text: "Chapters/chapter2/NOTES.md: goals 4/7 -- what a forgotten step 2 shows (measured)\nChapters/chapter2/NOTES.md: All 33 run -- wrong\n")
        let text = "The characterization tests: All 33 run. Forgetting it shows goals 4/7.\n"

        let sut = TextClaims.check(file: "Chapters/chapter2/NOTES.md", text: text, facts: facts, exceptions: exceptions)

        XCTAssertEqual(sut.findings.map(\.message), ["Chapters/chapter2/NOTES.md:1: \"All 33\": chapter2 has 34 characterization tests"])
        XCTAssertEqual(sut.used, [0])
    }

    func test_check_aSuiteOrTestTheWorkbookDoesNotHave_isFound() {
        let known = TextClaims.Known(names: ["WorkbookModelTests"])
        let text = "`LoginDependencyGoalTests` reads the source; `test_gone` too; `WorkbookModelTests` and `ChapterNBeforeGoalsTests` exist, as does `test_signIn_callsLogin`.\n"

        let sut = TextClaims.check(file: "R.md", text: text, facts: facts, known: known).findings.map(\.message)

        XCTAssertEqual(sut, ["R.md:1: \"`LoginDependencyGoalTests`\": no test suite of the workbook is named LoginDependencyGoalTests",
                             "R.md:1: \"`test_gone`\": no test of the workbook is named test_gone"])
    }

    /// The chapter as above, with the compiler errors check prints under its pristine Before's goals.
    private var factsWithErrors: ChapterFacts {
        var facts = self.facts
        facts.errors = ["Chapters/chapter2/Tests/Goals/LoginViewControllerGoalTests.swift:33: cannot assign to property: 'api' is a get-only property",
                        "Whole log: .workbook/logs/chapter2-before-goals.log"]
        facts.expectations[0].firstError = "Chapters/chapter2/Tests/Goals/X.swift:6: no such module 'X'"
        return facts
    }

    func test_check_aQuotedErrorCheckPrints_holds_withItsPlaceOrWithout() {
        let text = "The goal tests fail to compile with `cannot assign to property: 'api' is a get-only property`, "
            + "`LoginViewControllerGoalTests.swift:33: cannot assign to property: 'api' is a get-only property`; then `no such module 'X'`.\n"

        let sut = TextClaims.check(file: "H.md", text: text, facts: factsWithErrors).findings

        XCTAssertEqual(sut, [])
    }

    func test_check_aQuotedErrorAtAnotherPlace_isFound() {
        let text = "The check prints the compiler's words: `LoginViewControllerGoalTests.swift:28: cannot assign to property: 'api' is a get-only property`.\n"

        let sut = TextClaims.check(file: "R.md", text: text, facts: factsWithErrors).findings.map(\.message)

        XCTAssertEqual(sut, ["R.md:1: \"`LoginViewControllerGoalTests.swift:28: cannot assign to property: 'api' is a get-only property`\": check prints it at Chapters/chapter2/Tests/Goals/LoginViewControllerGoalTests.swift:33"])
    }

    func test_check_aQuotedErrorCheckNeverPrints_isRefusedUnlessListed() {
        let text = "The goal tests fail to compile with `cannot find 'LoginViewModel' in scope`.\n"
        let exceptions = ClaimExceptions(text: "H.md: `cannot find 'LoginViewModel' in scope` -- what a learner who skips step 1 sees (measured)\n")

        let refused = TextClaims.check(file: "H.md", text: text, facts: factsWithErrors).findings.map(\.message)
        let listed = TextClaims.check(file: "H.md", text: text, facts: factsWithErrors, exceptions: exceptions)

        XCTAssertEqual(refused.count, 1)
        XCTAssertTrue(refused[0].hasPrefix("H.md:1: \"`cannot find 'LoginViewModel' in scope`\": check prints no such error for chapter2"))
        XCTAssertEqual(listed.findings, [])
        XCTAssertEqual(listed.used, [0])
    }

    func test_check_aTimeTheToolsTakeWithoutItsConditions_isRefused() {
        let sut = findings("The first check builds the stages once: it takes half a minute.\nLater checks take a second or two.\n")

        XCTAssertEqual(sut.count, 2)
        XCTAssertTrue(sut[0].hasPrefix("Chapters/chapter2/NOTES.md:1: \"half a minute\": a time the tools take, without its conditions (how many cores, idle or busy: Docs/Timings.md)"))
        XCTAssertTrue(sut[1].hasPrefix("Chapters/chapter2/NOTES.md:2: \"take a second\": a time the tools take"))
    }

    func test_check_aTimeWithItsConditions_aLimit_aQuotedOutput_orASessionsTime_passes() {
        let text = """
            The first check takes 15 s on two idle cores; after that a check takes a second or two.

            A run may take 10 s plus three times the real app's, its time limit. It fails with `Exceeded timeout of 1.0 seconds`.

            - 60–90 minutes for a group new to characterization tests.
            """

        XCTAssertEqual(findings(text), [])
    }

    func test_checkChapter_aWrongCountPlantedInTheReadmeTheHintsOrTheNotes_isFoundInEach() {
        for file in ["README.md", "HINTS.md", "NOTES.md"] {
            var files = FakeFiles()
            for other in ["README.md", "HINTS.md", "NOTES.md"] { files.files["Chapters/chapter2/\(other)"] = "Nothing counted here.\n" }
            files.files["Chapters/chapter2/\(file)"] = "Line one.\nFive of the eight goal tests pass.\n"

            let sut = TextClaims.checkChapter(facts, files: files)

            XCTAssertEqual(sut.outcome.findings.map(\.message), ["Chapters/chapter2/\(file):2: \"Five of the eight\": chapter2 has 7 goal tests, not 8"], file)
            XCTAssertEqual(sut.scanned.count, 3)
        }
    }

    func test_expectations_aTotalThatIsNotTheToolsOrALastStepNotGreen_isFound() {
        var sut = facts
        sut.expectations = [StepExpectation(step: 1, characterization: "33/33", goals: "5/6", line: 9),
                            StepExpectation(step: 2, characterization: "34/34", goals: "6/7", line: 13)]

        let findings = TextClaims.expectations(sut, readme: "R.md").map(\.message)

        XCTAssertEqual(findings, [
            "R.md:9: step 1's *Expected:* characterization 33/33: each step keeps the 34 characterization tests green (34/34)",
            "R.md:9: step 1's *Expected:* goals 5/6: the After runs 7 goal tests (its dependency rules included)",
            "R.md:13: step 2's *Expected:* goals 6/7: the last step ends at the After, 7/7",
        ])
    }
}
