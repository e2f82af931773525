import WorkbookModel
import XCTest

final class StageResultRulesTests: XCTestCase {
    private let green = StageResult(chapter: "chapter2", stage: "Before", suite: "Goals", status: .pass, passed: 6, total: 6)

    func test_withRules_whenARuleIsPresent_countsItAsAFailedGoalWithItsPath() {
        let present = RuleVerdict(test: "test_rule", edge: "A -> B", message: "A still reaches B",
                                  reaches: [.init(start: "A.f()", end: "B.g()", steps: [.init(location: SourceLocation(file: "A.swift", line: 3), text: "A.f() calls B.g()")])])

        let sut = green.withRules([present])

        XCTAssertEqual(sut.status, .fail)
        XCTAssertEqual(sut.passed, 6)
        XCTAssertEqual(sut.total, 7)
        XCTAssertEqual(sut.failures, [TestFailure(test: "DependencyRules.test_rule", location: "A.swift:3",
                                                  message: "A still reaches B\nA.f() reaches B.g():\n  A.swift:3  A.f() calls B.g()")])
        XCTAssertEqual(sut.details.first, "✗ DependencyRules.test_rule — the compiler's call graph: A still reaches B")
    }

    func test_withRules_whenEveryRuleIsGone_staysGreenWithThemCounted() {
        let sut = green.withRules([RuleVerdict(test: "test_rule", edge: "A -> B", message: "m", reaches: [])])

        XCTAssertEqual(sut.status, .pass)
        XCTAssertEqual(sut.passed, 7)
        XCTAssertEqual(sut.total, 7)
    }

    func test_withRulesNotJudged_countsThemNotPassedAndSaysWhen() throws {
        let red = StageResult(chapter: "chapter2", stage: "Before", suite: "Goals", status: .fail, passed: 4, total: 6)
        let rules = try DependencyRules.parse("test test_rule\nmessage m\nedge A -> B\n")

        let sut = red.withRulesNotJudged(rules)

        XCTAssertEqual(sut.passed, 4)
        XCTAssertEqual(sut.total, 7)
        XCTAssertEqual(sut.details.last, "· 1 dependency rule (test_rule): judged by the compiler once the other goal tests pass; ./Scripts/map chapter2 shows them now")
    }
}
