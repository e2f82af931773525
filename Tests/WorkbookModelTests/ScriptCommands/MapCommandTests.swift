import Foundation
import XCTest
@testable import WorkbookModel

/// map's choices before anything is built.
final class MapCommandTests: XCTestCase {
    var sut: ScriptRun!

    override func setUpWithError() throws {
        sut = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
    }

    override func tearDown() {
        sut.remove()
    }

    private func command(_ arguments: [String], environment: [String: String] = [:], in folder: String? = nil) throws -> MapCommand {
        var context = ScriptContext(root: sut.root, environment: environment, outputIsTerminal: false)
        if let folder { context.currentDirectory = sut.root.appendingPathComponent(folder) }
        return try MapCommand(arguments: ScriptArguments.parse(arguments, options: MapCommand.options, program: "map"), context: context)
    }

    func test_init_chapterAlone_drawsItsBeforeBothWaysWithTheRegistrysUnits() throws {
        let map = try command(["1"])

        XCTAssertEqual(map.chapter, "chapter1")
        XCTAssertEqual(map.stage, "Before")
        XCTAssertEqual(map.format, .both)
        XCTAssertNil(map.selection)
        XCTAssertEqual(map.buildTimeLimit, StageBuild.defaultTimeLimit)
    }

    func test_init_noChapterInsideAChaptersFolder_drawsThatChapter() throws {
        let map = try command(["--text"], in: "Chapters/chapter2/After")

        XCTAssertEqual(map.chapter, "chapter2")
        XCTAssertEqual(map.format, .text)
    }

    func test_init_loneStageInsideAChaptersFolder_drawsThatStageOfThatChapter() throws {
        let map = try command(["after"], in: "Chapters/chapter2/Before")

        XCTAssertEqual(map.chapter, "chapter2")
        XCTAssertEqual(map.stage, "After")
    }

    func test_init_loneStageOutsideAChaptersFolder_isNoChapter() {
        XCTAssertThrowsError(try command(["after"])) { error in
            XCTAssertEqual((error as? ScriptFailure)?.message.hasPrefix("unknown chapter 'after' — choose one of: chapter1 chapter2"), true)
        }
    }

    func test_init_only_drawsThoseTypes() throws {
        let map = try command(["chapter1", "AFTER", "--only", "API, AppDelegate", "--json"])

        XCTAssertEqual(map.stage, "After")
        XCTAssertEqual(map.format, .json)
        XCTAssertEqual(map.selection, .only(["API", "AppDelegate"]))
    }

    func test_init_buildTimeLimitFromTheEnvironment_isCheck() throws {
        XCTAssertEqual(try command(["1"], environment: ["WORKBOOK_CHECK_BUILD_TIME_LIMIT": "45"]).buildTimeLimit, 45)
    }

    func test_init_buildTimeLimitNotANumber_namesTheVariable() {
        XCTAssertThrowsError(try command(["1"], environment: ["WORKBOOK_CHECK_BUILD_TIME_LIMIT": "soon"])) { error in
            XCTAssertEqual(error as? ScriptFailure, ScriptFailure("WORKBOOK_CHECK_BUILD_TIME_LIMIT must be a whole number of seconds, 1 or more (it is 'soon')"))
        }
    }

    func test_init_stageFolderMissing_saysHowToRestoreIt() throws {
        try FileManager.default.removeItem(at: sut.root.appendingPathComponent("Chapters/chapter1/Before"))

        XCTAssertThrowsError(try command(["1"])) { error in
            XCTAssertEqual(error as? ScriptFailure, ScriptFailure("Chapters/chapter1/Before is missing (./Scripts/reset chapter1 restores a Before)"))
        }
    }
}
