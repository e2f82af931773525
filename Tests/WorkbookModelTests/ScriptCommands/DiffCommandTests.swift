import XCTest
@testable import WorkbookModel

final class DiffCommandTests: XCTestCase {
    let paths = ["API.swift", "A/Config.swift", "B/Config.swift", "Login/API.swift", "MyAPI.swift"]

    func test_pathsNaming_aName_findsEveryFileOfThatName() {
        XCTAssertEqual(DiffCommand.paths(naming: "API.swift", among: paths), ["API.swift", "Login/API.swift"])
        XCTAssertEqual(DiffCommand.paths(naming: "Config.swift", among: paths + paths), ["A/Config.swift", "B/Config.swift"])
    }

    func test_pathsNaming_aPath_findsThatFile() {
        XCTAssertEqual(DiffCommand.paths(naming: "./Login/API.swift", among: paths), ["Login/API.swift"])
        XCTAssertEqual(DiffCommand.paths(naming: "PI.swift", among: paths), [])
    }

    func test_run_noGitNorDiff_failsSayingSo() throws {
        let sut = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
        defer { sut.remove() }
        sut.environment["PATH"] = sut.folder.path

        XCTAssertEqual(sut.run("diff", ["chapter1"]), 2)

        XCTAssertEqual(sut.errors, "diff: neither git nor diff is on PATH: install git (https://git-scm.com)\n")
    }

    func test_run_aNamedPipeInAStage_oneLineInsteadOfGitsFailure() throws {
        let sut = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
        defer { sut.remove() }
        XCTAssertEqual(mkfifo(sut.root.appendingPathComponent("Chapters/chapter1/Before/Pipe.swift").path, 0o644), 0)

        XCTAssertEqual(sut.run("diff", ["chapter1", "--stat"]), 2)

        XCTAssertEqual(sut.errors, "diff: Chapters/chapter1/Before/Pipe.swift is a named pipe, not a file: nothing can build or compare it — remove it (rm 'Chapters/chapter1/Before/Pipe.swift')\n")
        XCTAssertEqual(sut.output, "")
    }
}
