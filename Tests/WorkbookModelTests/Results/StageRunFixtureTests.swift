import Foundation
import XCTest
@testable import WorkbookModel

/// Every case in Fixtures/stage-runs, in the style of exercism's swift-test-runner: a run's
/// logs in (build.log, test.log, list.log, notes: `$ROOT` stands for the repository
/// Fixtures/repos/stage-runs), `workbook stage-result` with the case's `arguments` (`$CASE` is
/// the case's folder), and out the line it prints (`expected_output`) and the result it writes
/// (`expected_result.json`, without its time and its sources' sum, compared value for value;
/// none when the run is to be retried). A case with a result channel (`--channel
/// $CASE/channel`) gives its tokens, one a line, in `tokens`: check's standard input.
final class StageRunFixtureTests: XCTestCase {
    static let cases = ExpectedOutputTests.fixtures.appendingPathComponent("stage-runs")
    static let repository = ExpectedOutputTests.fixtures.appendingPathComponent("repos/stage-runs")

    func test_stageResult_everyCase_writesItsExpectedResult() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.cases.path).sorted()
        XCTAssertGreaterThanOrEqual(names.count, 18, "the cases are found")
        for name in names {
            let (output, written) = try run(name)
            let folder = Self.cases.appendingPathComponent(name)

            XCTAssertEqual(output, try String(contentsOf: folder.appendingPathComponent("expected_output"), encoding: .utf8), "case \(name)")
            let expected = try? Data(contentsOf: folder.appendingPathComponent("expected_result.json"))
            XCTAssertEqual(written.map(Self.object), expected.map(Self.object), "case \(name)")
        }
    }

    /// A JSON document as a value to compare, key for key and value for value (not its layout).
    static func object(_ data: Data) -> NSDictionary? {
        (try? JSONSerialization.jsonObject(with: data)) as? NSDictionary
    }

    /// The case run in a copy whose logs name the fixture repository: what it prints, and the
    /// result it writes with its time and its sources' sum left out.
    private func run(_ name: String) throws -> (String, Data?) {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("stage-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: Self.cases.appendingPathComponent(name), to: copy)
        let root = Self.repository.resolvingSymlinksInPath().path
        for file in try FileManager.default.contentsOfDirectory(atPath: copy.path) where file.hasSuffix(".log") || file == "notes" {
            let url = copy.appendingPathComponent(file)
            try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "$ROOT", with: root).write(to: url, atomically: true, encoding: .utf8)
        }
        let arguments = try String(contentsOf: copy.appendingPathComponent("arguments"), encoding: .utf8)
            .split(separator: "\n").map { $0.replacingOccurrences(of: "$CASE", with: copy.path) }
        let sut = try WorkbookCommand(arguments: ["stage-result"] + arguments + ["--out", copy.path])

        let tokens = (try? Data(contentsOf: copy.appendingPathComponent("tokens"))) ?? Data()

        let outcome = try sut.run(root: Self.repository, standardInput: { tokens })

        let file = copy.appendingPathComponent(ResultFolder.file(scope: arguments[0]))
        guard var result = StageResult.read(from: file) else { return (outcome.output, nil) }
        XCTAssertNotNil(result.checkedAt, "case \(name): when it was checked")
        XCTAssertEqual(result.sources, StageResult.sources(chapter: result.chapter, stage: result.stage, files: SourceFiles(root: Self.repository)),
                       "case \(name): what it was made from")
        result.checkedAt = nil
        result.sources = nil
        return (outcome.output, try StageResult.encoder.encode(result))
    }
}
