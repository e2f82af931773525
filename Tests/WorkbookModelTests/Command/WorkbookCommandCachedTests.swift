import Foundation
import XCTest
@testable import WorkbookModel

/// check's answer from kept results (`workbook cached`) when a stage holds what no build can read.
final class WorkbookCommandCachedTests: XCTestCase {
    func test_run_cachedWithANamedPipeInAStage_oneLineExit2NotTheKeptResults() throws {
        let repository = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
        defer { repository.remove() }
        XCTAssertEqual(mkfifo(repository.root.appendingPathComponent("Chapters/chapter1/Before/Pipe.swift").path, 0o644), 0)

        for json in [false, true] {
            let sut = try WorkbookCommand(arguments: ["cached", "chapter1", "--kept", ".build-check", "--toolchain", "t"] + (json ? ["--json"] : []))

            let outcome = try sut.run(root: repository.root)

            let problem = "Chapters/chapter1/Before/Pipe.swift is a named pipe, not a file: nothing can build or compare it — remove it (rm 'Chapters/chapter1/Before/Pipe.swift')"
            XCTAssertEqual(outcome.status, 2)
            XCTAssertEqual(outcome.progress, "check: \(problem)\n")
            XCTAssertEqual(outcome.output, json ? ScriptError(message: problem).json : "")
        }
    }

    func test_run_cachedWithNothingKept_asksForTheBuild() throws {
        let repository = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
        defer { repository.remove() }

        let outcome = try WorkbookCommand(arguments: ["cached", "chapter1", "--kept", ".build-check", "--toolchain", "t"]).run(root: repository.root)

        XCTAssertEqual(outcome.status, WorkbookCommand.needsMore)
    }
}
