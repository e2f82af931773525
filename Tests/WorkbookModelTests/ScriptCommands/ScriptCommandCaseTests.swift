import Foundation
import XCTest
@testable import WorkbookModel

/// Every case in Fixtures/script-cases, as ExpectedOutputTests reads Fixtures/cases: a script
/// command's `arguments` (its name, then one argument a line) run against a fresh copy of
/// Fixtures/repos/scripts must print `expected_output` on stdout and `expected_errors` on
/// stderr, and exit with `expected_status`. PATH is /usr/bin:/bin (git, not swift), nothing
/// asks for colour, and stdout is no terminal.
final class ScriptCommandCaseTests: XCTestCase {
    static let fixtures = ExpectedOutputTests.fixtures

    func test_run_everyCase_printsItsExpectedOutput() throws {
        let cases = Self.fixtures.appendingPathComponent("script-cases")
        let names = try FileManager.default.contentsOfDirectory(atPath: cases.path).sorted()
        XCTAssertGreaterThan(names.count, 20, "the cases are found")
        for name in names {
            let folder = cases.appendingPathComponent(name)
            func read(_ file: String) throws -> String {
                try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            }
            let arguments = try read("arguments").split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            let sut = try ScriptRun(repository: Self.fixtures.appendingPathComponent("repos/scripts"))
            defer { sut.remove() }

            let status = sut.run(arguments[0], Array(arguments.dropFirst()))

            XCTAssertEqual(sut.output, try read("expected_output"), "case \(name)")
            XCTAssertEqual(sut.errors, try read("expected_errors"), "case \(name)")
            XCTAssertEqual(String(status), try read("expected_status").trimmingCharacters(in: .whitespacesAndNewlines), "case \(name)")
        }
    }
}
