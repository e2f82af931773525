import Foundation
import MutationReport
import XCTest

/// grade's reports: the JSON against the mutation-testing report schema's required fields, the statuses, the warnings (the page: ReportPageTests).
final class GradeResultTests: XCTestCase {
    private let caughtLine = Substring(["login-method-get", "login request", "The request is a GET.", "Read the method.", "API/API.swift",
                                        "3", "30", "3", "35", "        request.httpMethod = \"POST\"", "        request.httpMethod = \"GET\"",
                                        "\"GET\"", "failed", "Tests.test_a,Tests.test_b", "API.swift:9: XCTAssertEqual failed", "120"]
        .joined(separator: "\t"))
    private let missedLine = Substring(["app-starts-logged-in", "login success", "The app starts logged in.", "Ask for the userId.",
                                        "App/AppDelegate.swift", "2", "9", "2", "19", "        api = API()",
                                        "        userId = \"guest\"\u{1F}        api = API()", "userId = \"guest\"; api = API()",
                                        "missed", "", "", "80"].joined(separator: "\t"))

    private func makeSUT(coverage: String = "API/API.swift\t3\t1\nApp/AppDelegate.swift\t1\t0\nApp/AppDelegate.swift\t2\t0\nApp/AppDelegate.swift\t3\t4\n") throws -> GradeResult {
        let mutants = try [XCTUnwrap(GradedMutant(line: caughtLine)), XCTUnwrap(GradedMutant(line: missedLine))]
        return GradeResult(mutants: mutants,
                           sources: ["API/API.swift": "a\nb\n        request.httpMethod = \"POST\"\n", "App/AppDelegate.swift": "x\n        api = API()\n<y>\n"],
                           coverage: LineCoverage(coverage), tests: ["Tests.test_a", "Tests.test_b", "Tests.test_c"],
                           prefix: "Chapters/chapter1/Before", whose: "your tests")
    }

    private func json(of result: GradeResult) throws -> [String: Any] {
        let data = try JSONEncoder().encode(result.report)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    // MARK: - The schema's required fields

    func test_report_json_hasTheSchemasRequiredTopLevelFields() throws {
        let sut = try makeSUT()

        let top = try json(of: sut)

        XCTAssertEqual(top["schemaVersion"] as? String, "2")
        let thresholds = try XCTUnwrap(top["thresholds"] as? [String: Any])
        XCTAssertNotNil(thresholds["high"] as? Int)
        XCTAssertNotNil(thresholds["low"] as? Int)
        let files = try XCTUnwrap(top["files"] as? [String: Any])
        XCTAssertEqual(files.keys.sorted(), ["Chapters/chapter1/Before/API/API.swift", "Chapters/chapter1/Before/App/AppDelegate.swift"])
    }

    func test_report_json_eachFileAndMutantHasTheSchemasRequiredFields() throws {
        let sut = try makeSUT()
        let statuses: Set = ["Killed", "Survived", "NoCoverage", "CompileError", "RuntimeError", "Timeout", "Ignored", "Pending"]

        let files = try XCTUnwrap(json(of: sut)["files"] as? [String: [String: Any]])

        for (path, file) in files {
            XCTAssertEqual(file["language"] as? String, "swift", path)
            XCTAssertNotNil(file["source"] as? String, path)
            let mutants = try XCTUnwrap(file["mutants"] as? [[String: Any]], path)
            XCTAssertFalse(mutants.isEmpty, path)
            for mutant in mutants {
                XCTAssertNotNil(mutant["id"] as? String)
                XCTAssertNotNil(mutant["mutatorName"] as? String)
                XCTAssertTrue(statuses.contains(mutant["status"] as? String ?? ""), "\(mutant)")
                let location = try XCTUnwrap(mutant["location"] as? [String: [String: Int]])
                for end in ["start", "end"] {
                    XCTAssertGreaterThanOrEqual(try XCTUnwrap(location[end]?["line"]), 1)
                    XCTAssertGreaterThanOrEqual(try XCTUnwrap(location[end]?["column"]), 1)
                }
            }
        }
    }

    func test_report_json_testFilesHaveTheSchemasRequiredFields() throws {
        let sut = try makeSUT()

        let testFiles = try XCTUnwrap(json(of: sut)["testFiles"] as? [String: [String: Any]])

        let tests = try XCTUnwrap(testFiles["Tests"]?["tests"] as? [[String: String]])
        XCTAssertEqual(tests.map { $0["id"] }, ["Tests.test_a", "Tests.test_b", "Tests.test_c"])
        XCTAssertEqual(tests.map { $0["name"] }, ["test_a", "test_b", "test_c"])
    }

    // MARK: - What the report says of each mutant

    func test_report_caughtMutant_isKilledByItsTestsWithItsReplacementAndAnExclusiveEnd() throws {
        let sut = try makeSUT()

        let mutant = try XCTUnwrap(sut.report.files["Chapters/chapter1/Before/API/API.swift"]?.mutants.first)

        XCTAssertEqual(mutant.status, .killed)
        XCTAssertEqual(mutant.killedBy, ["Tests.test_a", "Tests.test_b"])
        XCTAssertEqual(mutant.replacement, "\"GET\"")
        XCTAssertEqual(mutant.location, .init(start: .init(line: 3, column: 30), end: .init(line: 3, column: 36)))
        XCTAssertEqual(mutant.source(in: sut), "\"POST\"")
    }

    func test_report_missedMutantOnALineNoTestRuns_isNoCoverage() throws {
        let sut = try makeSUT()

        let mutant = try XCTUnwrap(sut.report.files["Chapters/chapter1/Before/App/AppDelegate.swift"]?.mutants.first)

        XCTAssertEqual(mutant.status, .noCoverage)
        XCTAssertNil(mutant.killedBy)
        XCTAssertEqual(mutant.statusReason, "hint: Ask for the userId.")
    }

    func test_report_missedMutantOnALineATestRuns_survived() throws {
        let sut = try makeSUT(coverage: "App/AppDelegate.swift\t2\t3\n")

        let mutant = try XCTUnwrap(sut.report.files["Chapters/chapter1/Before/App/AppDelegate.swift"]?.mutants.first)

        XCTAssertEqual(mutant.status, .survived)
    }

    func test_status_crashedAndHung_areRuntimeErrorAndTimeout() throws {
        var sut = try makeSUT()
        sut.mutants[0].outcome = "crashed"
        sut.mutants[1].outcome = "hung"

        let statuses = sut.mutants.map(sut.status(of:))

        XCTAssertEqual(statuses, [.runtimeError, .timeout])
        XCTAssertEqual(sut.caughtCount, 2)
    }

    // MARK: - Warnings

    func test_warnings_areOneEditorLinePerMissedMutant() throws {
        let sut = try makeSUT()

        let warnings = sut.warnings

        XCTAssertEqual(warnings, ["Chapters/chapter1/Before/App/AppDelegate.swift:2:9: warning: no test catches app-starts-logged-in: "
                + "The app starts logged in. No test runs this line. Hint: Ask for the userId."])
    }

    // MARK: - Reading grade's files

    func test_gradedMutant_withTooFewFieldsOrALineThatIsNoNumber_isNil() {
        XCTAssertNil(GradedMutant(line: "a\tb\tc"))
        XCTAssertNil(GradedMutant(line: Substring(caughtLine.replacingOccurrences(of: "\t3\t30\t", with: "\tx\t30\t"))))
    }

    func test_lineCoverage_unrunRanges_joinUnrunLinesWithNoRunLineBetween() {
        let sut = LineCoverage("F\t1\t0\nF\t2\t0\nF\t4\t0\nF\t5\t2\nF\t7\t0\nG\t1\t0\n")

        let ranges = sut.unrunRanges(in: "F")

        XCTAssertEqual(ranges, [1...4, 7...7])
        XCTAssertEqual(sut.wasRun("F", line: 5), true)
        XCTAssertNil(sut.wasRun("F", line: 3))
    }
}

private extension MutationReport.Mutant {
    /// The code the location spans in its file's source.
    func source(in result: GradeResult) -> String? {
        guard let file = result.report.files.first(where: { $0.value.mutants.contains(self) })?.value else { return nil }
        let line = file.source.split(separator: "\n", omittingEmptySubsequences: false)[location.start.line - 1]
        let characters = Array(line)
        return String(characters[(location.start.column - 1)..<(location.end.column - 1)])
    }
}
