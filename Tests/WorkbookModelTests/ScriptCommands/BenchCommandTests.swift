import XCTest
@testable import WorkbookModel

/// bench, bench-grade and bench-platform: what their arguments come to, and their refusals
/// (each one line, exit 2). What they measure is measured on a machine, never in a test.
final class BenchCommandTests: XCTestCase {
    var sut: ScriptRun!

    override func setUpWithError() throws {
        sut = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
    }

    override func tearDown() {
        sut.remove()
    }

    func test_init_checksOnly_isQuickToo() throws {
        let arguments = try ScriptArguments.parse(["--checks-only", "--runs", "2"], options: BenchCommand.options, program: "bench")

        let command = try BenchCommand(arguments: arguments, context: ScriptContext(root: sut.root))

        XCTAssertTrue(command.quick)
        XCTAssertEqual(command.runs, 2)
        XCTAssertEqual(command.firsts, 3)
    }

    func test_run_badCounts_areOneLineAndExit2() {
        let cases: [(String, [String], String)] = [
            ("bench", ["--runs", "0"], "bench: --runs needs a whole number of 1 or more (got '0')\n"),
            ("bench", ["--first", "2x"], "bench: --first needs a whole number of 1 or more (got '2x')\n"),
            ("bench", ["chapter1"], "bench: takes no arguments (got 'chapter1'; see --help)\n"),
            ("bench-grade", ["--runs", "-1"], "bench-grade: --runs needs a whole number of 1 or more (got '-1')\n"),
            ("bench-platform", ["--samples", "0"], "bench-platform: --samples needs a positive whole number, not '0'\n"),
        ]
        for (name, arguments, error) in cases {
            XCTAssertEqual(sut.run(name, arguments), 2, "\(name) \(arguments)")

            XCTAssertEqual(sut.errors, error)
        }
    }

    func test_caughtCount_gradesVerdictLine_isKOfN() {
        XCTAssertEqual(GradeBenchRun.caughtCount("Your tests catch 16 of 44 changes."), "16 of 44")
        XCTAssertNil(GradeBenchRun.caughtCount("Your tests catch some of 44 changes."))
        XCTAssertNil(GradeBenchRun.caughtCount("16 of 44 changes"))
    }

    func test_caughtAll_onlyWhenEveryChange() {
        XCTAssertTrue(GradeBenchRun.caughtAll("44 of 44"))
        XCTAssertFalse(GradeBenchRun.caughtAll("43 of 44"))
    }

    func test_loadsText_noRun_isUnknown() {
        XCTAssertEqual(TimedRuns(reaper: nil, environment: [:]).loadsText, "?")
    }
}
