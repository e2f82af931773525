import Foundation
import XCTest
@testable import WorkbookModel

/// check's report read from a results folder (Fixtures/results/NAME), in the style of exercism's
/// swift-test-runner: every case in Fixtures/check-reports asks a `question` (`chapters …` and
/// the flags `done`, `json`, `colour`, or `stage SCOPE` for one stage's line; `results NAME`),
/// against the repository Fixtures/repos/workbook (or the one its `repository` file names), and
/// must print `expected_output` and come to `expected_status`.
/// The tables were compared byte for byte with the bash report's (Scripts/lib/report.sh, gone),
/// and the JSON key for key and value for value with its wb_report_json (plus each stage's verdict).
final class CheckReportReadingTests: XCTestCase {
    static let cases = ExpectedOutputTests.fixtures.appendingPathComponent("check-reports")

    func test_read_everyCase_printsItsExpectedOutput() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.cases.path).sorted()
        XCTAssertGreaterThanOrEqual(names.count, 15, "the cases are found")
        for name in names {
            let folder = Self.cases.appendingPathComponent(name)
            let expected = try String(contentsOf: folder.appendingPathComponent("expected_output"), encoding: .utf8)
            let status = try String(contentsOf: folder.appendingPathComponent("expected_status"), encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines)

            let (output, exitStatus) = try answer(folder)

            XCTAssertEqual(output, expected, "case \(name)")
            XCTAssertEqual(String(exitStatus), status, "case \(name)")
        }
    }

    /// The next step's facts are the repository's own: one reading makes the steps' states and
    /// judges the Before on them (a copy outside any git work tree, with no manifest: the
    /// Before's being as published is not known).
    func test_read_notDone_findsTheNextStepsFactsItself() throws {
        let repository = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
        defer { repository.remove() }
        let results = ExpectedOutputTests.fixtures.appendingPathComponent("results/not-done")

        let sut = try CheckReport.read(chapters: ["chapter1"], results: results, wantDone: false, root: repository.root,
                                       registry: try Registry.load(root: repository.root), path: ProcessInfo.processInfo.environment["PATH"])

        XCTAssertTrue(sut.table(.plain).hasSuffix("\nYou seem to be at step 0 of 3: next, step 1 'Give API its server' — ./Scripts/step show chapter1 1\n"),
                      sut.table(.plain))
        XCTAssertEqual(sut.exitStatus, 0)
    }

    /// A case's question answered as check answers it: the report (table or JSON) and its exit
    /// status, or one stage's line once it has run (status 0).
    private func answer(_ folder: URL) throws -> (String, Int) {
        let question = try String(contentsOf: folder.appendingPathComponent("question"), encoding: .utf8)
            .split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        func value(_ key: String) -> [String] { question.first { $0.first == key }.map { Array($0.dropFirst()) } ?? [] }
        func flag(_ key: String) -> Bool { question.contains { $0 == [key] } }
        let repository = (try? String(contentsOf: folder.appendingPathComponent("repository"), encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "workbook"
        let root = ExpectedOutputTests.fixtures.appendingPathComponent("repos/\(repository)")
        let registry = try Registry.load(root: root)
        let results = ExpectedOutputTests.fixtures.appendingPathComponent("results/\(value("results").joined())")
        let palette: Palette = flag("colour") ? .ansi : .plain
        if let scope = value("stage").first {
            let named = try XCTUnwrap(StageResult.named(scope: scope, registry: registry))
            let result = ResultFolder(url: results, unfinishedIsCrash: true).result(chapter: named.chapter, stage: named.stage, suite: named.suite)
            return (CheckReport.outcome(result.withLog(root: root), palette), 0)
        }
        let report = try CheckReport.read(chapters: value("chapters"), results: results, wantDone: flag("done"), root: root, registry: registry,
                                          path: ProcessInfo.processInfo.environment["PATH"])
        return (flag("json") ? report.json : report.table(palette), Int(report.exitStatus))
    }
}
