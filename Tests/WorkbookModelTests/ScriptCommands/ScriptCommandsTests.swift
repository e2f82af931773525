import XCTest
@testable import WorkbookModel

final class ScriptCommandsTests: XCTestCase {
    func test_all_namesAreTheLaunchersAndEachOnce() {
        let names = ScriptCommands.all.map { $0.name }

        XCTAssertEqual(Set(names).count, names.count)
        for name in names {
            let launcher = ExpectedOutputTests.fixtures.appendingPathComponent("../../../Scripts/\(name)").standardized
            let text = (try? String(contentsOf: launcher, encoding: .utf8)) ?? ""
            XCTAssertTrue(text.contains("wb_launch \(name) \"$@\"") || text.contains("wb_launch --warm-up \(name) \"$@\""), "Scripts/\(name) launches it")
        }
    }

    func test_all_usageStartsWithTheLauncher() {
        for command in ScriptCommands.all {
            let usage = "Usage: ./Scripts/\(command.name)"
            XCTAssertTrue(command.usage.hasPrefix(usage + " ") || command.usage.hasPrefix(usage + "\n"), command.name)
        }
    }

    func test_run_unknownCommand_exits64() throws {
        let sut = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
        defer { sut.remove() }

        XCTAssertEqual(sut.run("nope", []), 64)

        let names = ScriptCommands.all.map { $0.name }.joined(separator: " ")
        XCTAssertEqual(sut.errors, "workbook: no script command 'nope' (there are: \(names))\n")
    }
}
