import Foundation
import XCTest
@testable import WorkbookModel

/// The next step's questions answered from the repository's facts: only what is asked is
/// looked at, and where the steps say the Before is is judged on the states.
final class NextStepFactsFindingTests: XCTestCase {
    private var repository: TemporaryRepository!
    private let asked = StatesSpy()

    override func setUpWithError() throws {
        repository = try TemporaryRepository()
        try repository.writeTwoSteps()
    }

    override func tearDown() {
        repository.remove()
    }

    /// Facts that record each one asked (`after`, `pristine`, `states`) and give these values.
    private func facts(afterChanged: Bool = false, pristine: Bool = false, states: String? = nil) -> RepositoryFacts {
        let root = repository.root, asked = asked
        return RepositoryFacts(afterChanged: { _ in asked.record("after"); return afterChanged },
                               beforePristine: { _ in asked.record("pristine"); return pristine },
                               stepStates: { _ in asked.record("states"); return states.map { root.appendingPathComponent($0) } })
    }

    private func found(_ questions: [NextStep.Question], in facts: RepositoryFacts) -> NextStepFacts {
        NextStepFacts.found(for: questions, chapter: "chapter1", root: repository.root, in: facts)
    }

    func test_found_noQuestion_looksAtNothing() {
        let sut = found([], in: facts(afterChanged: true, pristine: true, states: "states"))

        XCTAssertEqual(sut, NextStepFacts())
        XCTAssertEqual(asked.chapters, [])
    }

    func test_found_afterChanged_asksGitOnly() {
        let sut = found([.afterChanged], in: facts(afterChanged: true))

        XCTAssertEqual(sut, NextStepFacts(afterChangedInGit: true))
        XCTAssertEqual(asked.chapters, ["after"])
    }

    func test_found_steps_pristine_makesNoStates() {
        let sut = found([.steps(characterization: "2/2", goals: "1/2")], in: facts(pristine: true, states: "states"))

        XCTAssertEqual(sut, NextStepFacts(beforePristine: true))
        XCTAssertEqual(asked.chapters, ["pristine"])
    }

    func test_found_steps_withStates_saysTheStepItJudged() {
        let sut = found([.steps(characterization: "2/2", goals: "1/2")], in: facts(states: "states"))

        XCTAssertEqual(sut.stepLine, "You seem to be at step 1 of 2 (your tests say so; your code is worded differently from the step's patch, which is fine): next, step 2 'Use it' — ./Scripts/step show chapter1 2")
        XCTAssertEqual(sut.stepCount, 0)
        XCTAssertEqual(asked.chapters, ["pristine", "states"])
    }

    func test_found_steps_noStates_countsTheReadmesSteps() {
        let sut = found([.steps(characterization: "2/2", goals: "1/2")], in: facts())

        XCTAssertEqual(sut, NextStepFacts(stepCount: 2))
    }
}
