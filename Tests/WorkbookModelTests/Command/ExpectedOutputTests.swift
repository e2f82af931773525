import Foundation
import XCTest
@testable import WorkbookModel

/// Every case in Fixtures/cases, in the style of exercism's swift-test-runner: a command's
/// `arguments` (one a line; `$FIXTURES` is the Fixtures folder) run against the repository
/// Fixtures/repos/workbook (or the one its `repository` file names, in Fixtures/repos) must
/// print `expected_output` and exit with `expected_status`.
final class ExpectedOutputTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    func test_run_everyCase_printsItsExpectedOutput() throws {
        let cases = Self.fixtures.appendingPathComponent("cases")
        let names = try FileManager.default.contentsOfDirectory(atPath: cases.path).sorted()
        XCTAssertGreaterThan(names.count, 10, "the cases are found")
        for name in names {
            let folder = cases.appendingPathComponent(name)
            let arguments = try String(contentsOf: folder.appendingPathComponent("arguments"), encoding: .utf8)
                .split(separator: "\n").map { $0.replacingOccurrences(of: "$FIXTURES", with: Self.fixtures.path) }
            let expected = try String(contentsOf: folder.appendingPathComponent("expected_output"), encoding: .utf8)
            let status = try String(contentsOf: folder.appendingPathComponent("expected_status"), encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines)

            let repository = (try? String(contentsOf: folder.appendingPathComponent("repository"), encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? "workbook"

            let sut = try WorkbookCommand(arguments: arguments)
            let outcome = try sut.run(root: Self.fixtures.appendingPathComponent("repos/\(repository)"))

            XCTAssertEqual(outcome.output, expected, "case \(name)")
            XCTAssertEqual(String(outcome.status), status, "case \(name)")
        }
    }
}
