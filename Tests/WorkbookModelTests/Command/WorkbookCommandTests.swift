import Foundation
import XCTest
@testable import WorkbookModel

final class WorkbookCommandTests: XCTestCase {
    func test_init_registryShellOrProblems_readsWhichOne() throws {
        XCTAssertEqual(try WorkbookCommand(arguments: ["registry", "--shell"]).action, .registryShell)
        XCTAssertEqual(try WorkbookCommand(arguments: ["registry", "--problems"]).action, .registryProblems)
    }

    func test_init_badCommandLines_throwOneLineUsageErrors() {
        let cases: [([String], String)] = [
            ([], "which command?"),
            (["bogus"], "unknown command 'bogus'"),
            (["cached", "chapter1"], "unknown command 'cached'"),
            (["registry", "--verbose"], "unknown option '--verbose'"),
            (["mutants", "list", "--out"], "--out needs a value"),
            (["mutants", "list", "c", "--shell"], "mutants takes no --shell"),
            (["xctest", "log", "--cases"], "unknown option '--cases'"),
            (["xctest", "log"], "unknown command 'xctest'"),
            (["targets"], "unknown command 'targets'"),
            (["referee", "chapter1", "After"], "unknown command 'referee'"),
            (["forget-manifests"], "unknown command 'forget-manifests'"),
            (["step-which", "chapter1"], "unknown command 'step-which'"),
            (["registry"], "registry takes one of --shell or --problems"),
            (["registry", "--shell", "--problems"], "registry takes one of --shell or --problems"),
            (["registry", "--shell", "chapter1"], "registry takes 0 arguments, got 1"),
            (["grade-report", "folder"], "unknown command 'grade-report'"),
        ]
        for (arguments, message) in cases {
            XCTAssertThrowsError(try WorkbookCommand(arguments: arguments), "\(arguments)") { error in
                XCTAssertEqual((error as? WorkbookCommand.UsageError)?.description, message)
                XCTAssertFalse(String(describing: error).contains("\n"))
            }
        }
    }

    func test_run_noRegistry_throwsOneLine() {
        let sut = WorkbookCommand(action: .registryShell)

        XCTAssertThrowsError(try sut.run(root: ExpectedOutputTests.fixtures)) { error in
            XCTAssertEqual(String(describing: error), "Chapters/chapters.registry: missing: it lists the workbook's chapters")
        }
    }

    func test_run_errorJSON_noRegistry_escapesByJSONEncoderOnOneLine() throws {
        let sut = try WorkbookCommand(arguments: ["error-json", "--message", "--json: \"quoted\" \\ back\nnext\ttab \u{1}ctl a/b é"])

        let outcome = try sut.run(root: ExpectedOutputTests.fixtures)

        XCTAssertEqual(outcome.output, #"{"error": "--json: \"quoted\" \\ back\nnext\ttab \u0001ctl a/b é", "exit_status": 2}"# + "\n")
        XCTAssertEqual(outcome.status, 0)
    }

    func test_init_integrityReport_readsFolderAndCounts() throws {
        let sut = try WorkbookCommand(arguments: ["integrity", "report", "/tmp/r", "--caught", "16", "--total", "44"])

        XCTAssertEqual(sut.action, .integrity(.report(folder: "/tmp/r", caught: 16, total: 44)))
        XCTAssertThrowsError(try WorkbookCommand(arguments: ["error-json"]))
    }
}
