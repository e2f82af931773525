import Foundation
import XCTest
@testable import WorkbookModel

/// Every case in Fixtures/grade-cases: what grade's working folder (Fixtures/grades, runs) comes to
/// in the model, against the repository Fixtures/repos/workbook. A case's `arguments` (one a
/// line; `$FIXTURES` is the Fixtures folder) name the question and its folder: `report FOLDER
/// [--json] [--colour]` (the report or --json, and the exit status: ``GradeReport``,
/// ``GradeSummary``), `table FOLDER` (--report's table), `outcomes FOLDER NAME… --limit S
/// [--every-test]` (``MutantRun``); the answer must be `expected_output`, the status `expected_status`.
final class GradeFixtureTests: XCTestCase {
    func test_everyCase_comesToItsExpectedOutput() throws {
        let fixtures = ExpectedOutputTests.fixtures
        let root = fixtures.appendingPathComponent("repos/workbook")
        let registry = try Registry.load(root: root)
        let cases = fixtures.appendingPathComponent("grade-cases")
        let names = try FileManager.default.contentsOfDirectory(atPath: cases.path).sorted()
        XCTAssertGreaterThan(names.count, 5, "the cases are found")
        for name in names {
            let folder = cases.appendingPathComponent(name)
            let arguments = try String(contentsOf: folder.appendingPathComponent("arguments"), encoding: .utf8)
                .split(separator: "\n").map { $0.replacingOccurrences(of: "$FIXTURES", with: fixtures.path) }
            let expected = try String(contentsOf: folder.appendingPathComponent("expected_output"), encoding: .utf8)
            let status = try String(contentsOf: folder.appendingPathComponent("expected_status"), encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let work = URL(fileURLWithPath: arguments[1])

            let (output, exitStatus): (String, Int)
            switch arguments[0] {
            case "report":
                let summary = try GradeSummary(folder: work, firstChapter: registry.chapters(ofKind: RegistryChapter.pairKind).first?.name ?? "")
                output = arguments.contains("--json") ? summary.json
                    : GradeReport(folder: work, summary: summary).text(arguments.contains("--colour") ? .ansi : .plain)
                exitStatus = summary.exitStatus
            case "table":
                output = GradeReport(folder: work, summary: try GradeSummary(folder: work), readingLogs: true).table
                exitStatus = 0
            case "outcomes":
                let limit = arguments.firstIndex(of: "--limit").map { Int(arguments[$0 + 1]) ?? 0 } ?? 0
                let runs = Array(arguments[2...].prefix { $0 != "--limit" })
                output = MutantRun.outcomes(folder: work, names: runs, limit: limit, everyTest: arguments.contains("--every-test"),
                                            paths: RepositoryPaths(root: root, registry: registry))
                exitStatus = 0
            default:
                XCTFail("case \(name): no question '\(arguments[0])'")
                continue
            }

            XCTAssertEqual(output, expected, "case \(name)")
            XCTAssertEqual(String(exitStatus), status, "case \(name)")
        }
    }
}
