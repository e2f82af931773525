import Foundation
import XCTest
@testable import WorkbookModel

/// integrity's refusals, before it builds anything: each one line, exit 2. (Its sections run on
/// the whole workbook: CI runs it, and the scripts' tests; its plan of gradings is
/// StageGradingPlanTests'.)
final class IntegrityCommandTests: XCTestCase {
    var sut: ScriptRun!

    override func setUpWithError() throws {
        sut = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
        // (Its first look is for swift, as every command that builds: the toolchain's PATH.)
        sut.environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
    }

    override func tearDown() {
        sut.remove()
    }

    func test_run_anOperand_isOneLineAndExit2() {
        XCTAssertEqual(sut.run("integrity", ["chapter1"]), 2)

        XCTAssertEqual(sut.errors, "integrity: takes no arguments (got 'chapter1')\n")
        XCTAssertEqual(sut.output, "")
    }

    func test_run_outsideAGitClone_saysItNeedsOne() {
        XCTAssertEqual(sut.run("integrity", []), 2)

        XCTAssertEqual(sut.errors, "integrity: needs git, and a git clone of the workbook\n")
    }

    func test_run_beforeWithLocalChanges_refusesNamingTheFirst() throws {
        try sut.git("init", "-q")
        try sut.git("add", "-A")
        try sut.git("commit", "-q", "-m", "published")
        try sut.write("Chapters/chapter1/Before/Mine.swift", "// mine\n")

        XCTAssertEqual(sut.run("integrity", []), 2)

        XCTAssertEqual(sut.errors, "integrity: checks the pristine workbook, but Before has local changes (Chapters/chapter1/Before/Mine.swift…): commit them, or ./Scripts/reset the chapter\n")
        XCTAssertEqual(sut.output, "")
    }
}
