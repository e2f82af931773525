import Foundation
import WorkbookModel
import XCTest

final class StageGradingPlanTests: XCTestCase {
    func test_plan_beforeWithThePreviousAftersCodeAndMoreSuites_isCoveredByThatGrading() {
        let stages = [
            stage("chapter1/after", code: "A", suites: ["Login"]),
            stage("chapter2/before", code: "A", suites: ["Login", "Settings"]),
        ]

        let sut = StageGradingPlan(stages)

        XCTAssertEqual(sut.entries.map(\.sameAs), [nil, "chapter1/after"])
        XCTAssertEqual(sut.graded, ["chapter1/after"])
    }

    func test_plan_beforeOfTheSameCodeButASuiteLess_isCoveredWhereThatGradingsTestsAllow() {
        let stages = [
            stage("chapter3/after", code: "A", suites: ["Login", "Settings"]),
            stage("chapter4/before", code: "A", suites: ["Login"]),
        ]

        let sut = StageGradingPlan(stages)

        XCTAssertEqual(sut.graded, ["chapter3/after"])
        XCTAssertEqual(sut.entries.map(\.sameAs), [nil, nil])
        XCTAssertEqual(sut.entries.map(\.sameCodeAs), [nil, "chapter3/after"])
    }

    func test_plan_anAfterOfTheSameCodeButASuiteLess_isGradedItself() {
        let stages = [
            stage("chapter3/before", code: "A", suites: ["Login", "Settings"]),
            stage("chapter3/after", code: "A", suites: ["Login"]),
        ]

        let sut = StageGradingPlan(stages)

        XCTAssertEqual(sut.graded, ["chapter3/before", "chapter3/after"])
        XCTAssertEqual(sut.entries.map(\.sameCodeAs), [nil, nil])
    }

    func test_plan_anAfterGradedWithItsGoalSuites_coversNoLaterStageOutright() {
        let after = StageGradingPlan.Stage(spec: "chapter1/after", code: "A", chapterSuites: ["Login"],
                                           gradedSuites: ["Login", "goals:LoginCharacterizationTests.swift"])
        let stages = [after, stage("chapter2/before", code: "A", suites: ["Login"])]

        let sut = StageGradingPlan(stages)

        XCTAssertEqual(sut.graded, ["chapter1/after"])
        XCTAssertEqual(sut.entries.map(\.sameAs), [nil, nil])
        XCTAssertEqual(sut.entries.map(\.sameCodeAs), [nil, "chapter1/after"])
    }

    func test_plan_differentCode_isGradedItself() {
        let stages = [
            stage("chapter1/before", code: "A", suites: ["Login"]),
            stage("chapter1/after", code: "B", suites: ["Login"]),
        ]

        let sut = StageGradingPlan(stages)

        XCTAssertEqual(sut.entries.map(\.sameAs), [nil, nil])
    }

    func test_plan_coveredStage_pointsAtTheGradedOneNotAnotherCoveredOne() {
        let stages = [
            stage("chapter1/after", code: "A", suites: ["Login"]),
            stage("chapter2/before", code: "A", suites: ["Login"]),
            stage("chapter3/before", code: "A", suites: ["Login"]),
        ]

        let sut = StageGradingPlan(stages)

        XCTAssertEqual(sut.entries.map(\.sameAs), [nil, "chapter1/after", "chapter1/after"])
    }

    func test_code_foldersWithTheSameFiles_areTheSameCodeAndAnEditIsNot() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stage-code-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["after", "before", "edited", "renamed"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("\(name)/API"), withIntermediateDirectories: true)
            try Data("let a = 1\n".utf8).write(to: root.appendingPathComponent("\(name)/App.swift"))
            try Data("let b = 2\n".utf8).write(to: root.appendingPathComponent(name == "renamed" ? "\(name)/API/Client.swift" : "\(name)/API/API.swift"))
        }
        try Data("let a = 3\n".utf8).write(to: root.appendingPathComponent("edited/App.swift"))

        let code = ["after", "before", "edited", "renamed"].map { StageGradingPlan.code(of: root.appendingPathComponent($0)) }

        XCTAssertEqual(code[0], code[1])
        XCTAssertNotEqual(code[0], code[2])
        XCTAssertNotEqual(code[0], code[3])
        XCTAssertFalse(code[0].isEmpty)
    }

    private func stage(_ spec: String, code: String, suites: [String]) -> StageGradingPlan.Stage {
        StageGradingPlan.Stage(spec: spec, code: code, chapterSuites: suites, gradedSuites: suites)
    }
}
