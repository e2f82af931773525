import XCTest
@testable import WorkbookModel

final class ScriptArgumentsTests: XCTestCase {
    let options: [ScriptOption] = [.flag("--all"), .value("--title"), .flag("--yes", "-y")]

    func test_parse_switchesValuesAndOperands_keepsEachInItsPlace() throws {
        let sut = try ScriptArguments.parse(["chapter1", "--all", "--title", "A", "-y", "more"], options: options, program: "p")

        XCTAssertEqual(sut.operands, ["chapter1", "more"])
        XCTAssertTrue(sut.flag("--all"))
        XCTAssertTrue(sut.flag("--yes"))
        XCTAssertEqual(sut.value("--title"), "A")
    }

    func test_parse_valueAfterEquals_takesTheLastGiven() throws {
        let sut = try ScriptArguments.parse(["--title=A", "--title=B=C"], options: options, program: "p")

        XCTAssertEqual(sut.value("--title"), "B=C")
        XCTAssertFalse(sut.flag("--all"))
    }

    func test_parse_afterDoubleDash_everythingIsAnOperand() throws {
        let sut = try ScriptArguments.parse(["--", "--all", "-"], options: options, program: "p")

        XCTAssertEqual(sut.operands, ["--all", "-"])
        XCTAssertFalse(sut.flag("--all"))
    }

    func test_parse_unknownOption_failsNamingItAndHelp() {
        XCTAssertThrowsError(try ScriptArguments.parse(["--nope"], options: options, program: "hint")) { error in
            XCTAssertEqual(error as? ScriptFailure, ScriptFailure("unknown option '--nope' (see ./Scripts/hint --help)"))
        }
    }

    func test_parse_switchGivenAValue_isUnknown() {
        XCTAssertThrowsError(try ScriptArguments.parse(["--all=yes"], options: options, program: "p")) { error in
            XCTAssertEqual((error as? ScriptFailure)?.message, "unknown option '--all=yes' (see ./Scripts/p --help)")
        }
    }

    func test_parse_optionWithoutValue_failsSayingItNeedsOne() {
        for arguments in [["--title"], ["--title", ""], ["--title="]] {
            XCTAssertThrowsError(try ScriptArguments.parse(arguments, options: options, program: "p")) { error in
                XCTAssertEqual((error as? ScriptFailure)?.message, "--title needs a value (see ./Scripts/p --help)")
            }
        }
    }

    func test_wantsHelpAndJSON_anywhere_areFound() {
        XCTAssertTrue(ScriptArguments.wantsHelp(["chapter1", "-h"]))
        XCTAssertTrue(ScriptArguments.wantsHelp(["--help"]))
        XCTAssertFalse(ScriptArguments.wantsHelp(["--helpful"]))
        XCTAssertTrue(ScriptArguments.wantsJSON(["x", "--json"]))
        XCTAssertFalse(ScriptArguments.wantsJSON(["--json=yes"]))
    }
}
