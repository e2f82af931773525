import XCTest
@testable import WorkbookModel

final class NextStepQuestionsTests: XCTestCase {
    func test_questions_doneChapter_asksNothing() {
        XCTAssertEqual(NextStep.questions(for: VerdictTests.results(.pass, .pass)), [])
    }

    func test_questions_notDone_asksTheStepsWithBeforesCells() {
        let results = VerdictTests.results(.pass, .build)

        XCTAssertEqual(NextStep.questions(for: results), [.steps(characterization: "1/2", goals: "doesn't compile yet")])
    }

    func test_questions_afterRed_asksGit() {
        XCTAssertEqual(NextStep.questions(for: VerdictTests.results(.pass, .pass, .fail)), [.afterChanged])
    }

    func test_questions_editedReferees_or_goalsCrashed_or_notTheCode_askNothing() {
        XCTAssertEqual(NextStep.questions(for: VerdictTests.results(.pass, .fail, edited: [EditedReferee(file: "x", change: "changed")])), [])
        XCTAssertEqual(NextStep.questions(for: VerdictTests.results(.pass, .crash)), [])
        XCTAssertEqual(NextStep.questions(for: VerdictTests.results(.build, .build, crash: CrashNote(kind: "not the code"))), [])
    }

    /// The questions are exactly what the line reads: where none is asked, no fact changes it.
    func test_questions_none_factsChangeNothing() {
        let everything = NextStepFacts(afterChangedInGit: true, beforePristine: true, stepLine: "You seem…", stepCount: 4)
        for results in [VerdictTests.results(.pass, .pass), VerdictTests.results(.fail, .pass), VerdictTests.results(.pass, .hung),
                        VerdictTests.results(.crash, .build)] {
            XCTAssertEqual(NextStep.questions(for: results), [])
            XCTAssertEqual(NextStep.line(for: results, facts: everything), NextStep.line(for: results, facts: NextStepFacts()))
        }
    }
}
