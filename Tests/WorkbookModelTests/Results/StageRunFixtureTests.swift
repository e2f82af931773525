import Foundation
import XCTest
@testable import WorkbookModel

/// Every case in Fixtures/stage-runs, in the style of exercism's swift-test-runner: a run's
/// logs in (build.log, test.log, list.log, notes: `$ROOT` stands for the repository
/// Fixtures/repos/stage-runs), the run the case's `arguments` describe (`$CASE` is the case's
/// folder; the options of the stage runner's facts of a run: ``StageRun``), and out the line
/// that says what came of it (`expected_output`: the status and `keep` or `drop`, or `retry`)
/// and the result it writes
/// (`expected_result.json`, without its time and its sources' sum, compared value for value;
/// none when the run is to be retried). A case with a result channel (`--channel
/// $CASE/channel`) gives its tokens, one a line, in `tokens`: check's standard input.
final class StageRunFixtureTests: XCTestCase {
    static let cases = ExpectedOutputTests.fixtures.appendingPathComponent("stage-runs")
    static let repository = ExpectedOutputTests.fixtures.appendingPathComponent("repos/stage-runs")

    func test_writeResult_everyCase_writesItsExpectedResult() throws {
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
        var sut = try Self.stageRun(arguments)
        sut.secret = (try? String(contentsOf: copy.appendingPathComponent("tokens"), encoding: .utf8)) ?? ""

        let written = try sut.writeResult(in: copy, registry: try Registry.load(root: Self.repository), root: Self.repository,
                                          logicalRoot: ProcessInfo.processInfo.environment["PWD"])

        let output: String
        switch written {
        case .retry: output = "retry\n"
        case .result(let status, let keep): output = "\(status.rawValue) \(keep ? "keep" : "drop")\n"
        }
        let file = copy.appendingPathComponent(ResultFolder.file(scope: arguments[0]))
        guard var result = StageResult.read(from: file) else { return (output, nil) }
        XCTAssertNotNil(result.checkedAt, "case \(name): when it was checked")
        XCTAssertEqual(result.sources, StageResult.sources(chapter: result.chapter, stage: result.stage, files: SourceFiles(root: Self.repository)),
                       "case \(name): what it was made from")
        result.checkedAt = nil
        result.sources = nil
        return (output, try StageResult.encoder.encode(result))
    }

    /// A case's run: SCOPE, then how its build ended (`--build-failed`, `--build-timed-out`,
    /// `--outside CAUSE`, `--damaged WHAT`; built by default) and its logs and facts (`--test-log
    /// FILE --test-exit N`, `--timed-out`, `--flooded BYTES`, `--list-log FILE`, `--channel FILE`,
    /// `--filter CLASSES`, `--notes FILE`, `--time-limit S`, `--build-time-limit S`,
    /// `--retry-crash`, `--fresh-retry BUG`, `--changed`, `--bin-path DIR`), one a line.
    static func stageRun(_ arguments: [String]) throws -> StageRun {
        var options: [String: String] = [:]
        var flags: Set<String> = []
        var rest = arguments.dropFirst()
        while let word = rest.popFirst() {
            if ["--build-failed", "--build-timed-out", "--timed-out", "--retry-crash", "--changed"].contains(word) {
                flags.insert(word)
            } else {
                options[word] = try XCTUnwrap(rest.popFirst(), "\(word) needs a value")
            }
        }
        let build: StageRun.Build = flags.contains("--build-failed") ? .failed : flags.contains("--build-timed-out") ? .timedOut
            : options["--outside"].map { .outside($0) } ?? options["--damaged"].map { .damagedFolder($0) } ?? .built
        var run = StageRun(scope: arguments[0], build: build, buildLog: options["--build-log"], testLog: options["--test-log"],
                           testExit: Int(options["--test-exit"] ?? "0") ?? 0, testTimedOut: flags.contains("--timed-out"),
                           testFlooded: options["--flooded"].flatMap { Int($0) }, listLog: options["--list-log"], channel: options["--channel"],
                           filter: (options["--filter"] ?? "").split(separator: ",").map(String.init), notes: [],
                           testTimeLimit: Int(options["--time-limit"] ?? "120") ?? 120, buildTimeLimit: Int(options["--build-time-limit"] ?? "600") ?? 600,
                           retryCrash: flags.contains("--retry-crash"), freshRetryBug: options["--fresh-retry"],
                           changedDuringRun: flags.contains("--changed"), binPath: options["--bin-path"])
        run.notes = try options["--notes"].map { ResultFolder.lines(try String(contentsOf: URL(fileURLWithPath: $0), encoding: .utf8)) } ?? []
        return run
    }
}
