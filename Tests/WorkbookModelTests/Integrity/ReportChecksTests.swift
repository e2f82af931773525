import XCTest
@testable import WorkbookModel

/// `ReportChecks`: what `grade --report` wrote, against the grading's counts.
final class ReportChecksTests: XCTestCase {
    private func json(_ mutantsPerFile: [Int]) -> Data {
        let files = mutantsPerFile.enumerated().map { index, count in
            "\"F\(index).swift\": {\"language\": \"swift\", \"source\": \"\", \"mutants\": [\(Array(repeating: "{\"id\": \"m\", \"mutatorName\": \"x\"}", count: count).joined(separator: ", "))]}"
        }
        return Data("{\"schemaVersion\": \"1\", \"files\": {\(files.joined(separator: ", "))}}".utf8)
    }

    private func warnings(_ count: Int) -> String {
        (0..<count).map { "F.swift:\($0 + 1):3: warning: no test catches m\($0): x\n" }.joined()
    }

    func test_gradeReport_everyMutantEveryMissedOneAndAWholePage_findsNothing() {
        let sut = ReportChecks.gradeReport(json: json([3, 2]), warnings: "other line\n" + warnings(4), page: "<html></html>\n", caught: 1, total: 5)

        XCTAssertEqual(sut, [])
    }

    func test_gradeReport_aMutantMissingAWarningShortAndAPageCut_findsEach() {
        let sut = ReportChecks.gradeReport(json: json([3, 1]), warnings: warnings(3), page: "<html><body>", caught: 1, total: 5)

        XCTAssertEqual(sut.map(\.message), [
            "mutation-report.json lists 4 mutants; the grading has 5",
            "warnings.txt has 3 warnings; the grading missed 4",
            "index.html is missing or cut short (no </html>)",
        ])
    }

    func test_gradeReport_noFilesOrNotTheSchema_isAFinding() {
        let notTheSchema = Data("{\"mutatorName\": 1, \"mutatorName \": 2}".utf8)

        let missing = ReportChecks.gradeReport(json: nil, warnings: nil, page: nil, caught: 2, total: 2)
        let wrong = ReportChecks.gradeReport(json: notTheSchema, warnings: "", page: "</html>", caught: 2, total: 2)

        XCTAssertEqual(missing.map(\.message), [
            "mutation-report.json is missing or not the report schema's JSON (no files with mutants)",
            "index.html is missing or cut short (no </html>)",
        ])
        XCTAssertEqual(wrong.map(\.message), ["mutation-report.json is missing or not the report schema's JSON (no files with mutants)"])
    }

    func test_result_aFolderAsGradeWritesIt_passes_andOneShort_failsWithItsFindings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try json([2]).write(to: folder.appendingPathComponent("mutation-report.json"))
        try warnings(1).write(to: folder.appendingPathComponent("warnings.txt"), atomically: true, encoding: .utf8)
        try "<html></html>".write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)

        let whole = ReportChecks.result(folder: folder, caught: 1, total: 2)
        let short = ReportChecks.result(folder: folder, caught: 0, total: 2)

        XCTAssertEqual(whole.lines, "pass\tgrade --report: mutation-report.json lists 2 mutants, warnings.txt 1 missed, index.html\n")
        XCTAssertEqual(short.lines, "fail\tgrade --report did not write what the grading found\ndetail\twarnings.txt has 1 warnings; the grading missed 2\n")
    }
}
