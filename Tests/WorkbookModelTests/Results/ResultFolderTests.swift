import XCTest
@testable import WorkbookModel

final class ResultFolderTests: XCTestCase {
    private let sut = ResultFolder(url: ExpectedOutputTests.fixtures.appendingPathComponent("results/not-done"))

    func test_result_keptFiles_readIntoOneValue() {
        let result = sut.result(chapter: "chapter1", stage: "Before", suite: "Goals")

        XCTAssertEqual(result.status, .fail)
        XCTAssertEqual([result.passed, result.total], [1, 4])
        XCTAssertEqual(result.details.count, 1)
        XCTAssertEqual(result.failures.first?.message, "XCTAssertNotNil failed\nand a second line with \"quotes\"")
        XCTAssertEqual(result.scope, "chapter1-before-goals")
    }

    func test_result_noResultFile_isUnknown() {
        XCTAssertEqual(sut.result(chapter: "chapter7", stage: "After", suite: "Goals").status, .unknown)
    }

    func test_crashNote_line_emptyFieldsAreNil() {
        XCTAssertEqual(CrashNote(line: "hung\tA.test_b\t"), CrashNote(kind: "hung", test: "A.test_b", message: nil))
        XCTAssertEqual(CrashNote(line: "crash\t\tsignal 11"), CrashNote(kind: "crash", test: nil, message: "signal 11"))
        XCTAssertNil(CrashNote(line: ""))
    }

    func test_stageResult_codable_roundTrips() throws {
        let value = StageResult(chapter: "chapter1", stage: "Before", suite: "Goals", status: .hung, passed: 1, total: 2,
                                details: ["✗ a \"quoted\"\tline"], crash: CrashNote(kind: "hung", test: "T.t"), log: ".workbook/logs/x.log")

        let decoded = try JSONDecoder().decode(StageResult.self, from: JSONEncoder().encode(value))

        XCTAssertEqual(decoded, value)
    }

    func test_cell_everyStatus() {
        func cell(_ status: StageStatus, _ stage: String = "Before", _ suite: String = "Characterization") -> String {
            StageResult(chapter: "chapter1", stage: stage, suite: suite, status: status, passed: 3, total: 4).cell
        }
        XCTAssertEqual(StageStatus.allCases.map { cell($0) },
                       ["3/4", "3/4", "no tests ran", "crashed (3/4)", "doesn't compile", "hung (3/4)", "-"])
        XCTAssertEqual(cell(.build, "Before", "Goals"), "doesn't compile yet")
        XCTAssertEqual(cell(.build, "After", "Goals"), "doesn't compile")
    }

    func test_outcome_beforeGoalsFailing_isYellowWithoutCross() {
        let result = StageResult(chapter: "chapter1", stage: "Before", suite: "Goals", status: .fail, passed: 1, total: 4)

        XCTAssertEqual(result.outcome(.ansi), "\u{1B}[33m1/4 passed\u{1B}[0m")
    }
}
