import Foundation
import XCTest
@testable import WorkbookModel

/// run's choices before anything is built: which app, what it links, what it brings.
final class RunCommandTests: XCTestCase {
    var sut: ScriptRun!

    override func setUpWithError() throws {
        sut = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
        try sut.write("Chapters/chapter2/After/MyBiz/AppDelegate.swift", "import Login\n\nfinal class AppDelegate: UIResponder {}\n")
        try sut.write("Chapters/chapter2/After/MyBiz/Storyboards.swift", "extension StoryboardFile {\n    static let main = StoryboardFile(name: \"Main\")\n    static let tabs = StoryboardFile(name: \"Tabs\")\n}\n")
        try sut.write("Chapters/chapter2/After/Login/Resources/Login.json", "{}\n")
    }

    override func tearDown() {
        sut.remove()
    }

    private func command(_ arguments: [String]) throws -> RunCommand {
        let context = ScriptContext(root: sut.root, environment: ["PATH": "/usr/bin:/bin"], outputIsTerminal: false)
        return try RunCommand(arguments: ScriptArguments.parse(arguments, options: RunCommand.options, program: "run"), context: context)
    }

    func test_init_severalModules_launchesTheFirstAppWithWhatItLinks() throws {
        let package = try command(["chapter2", "after"]).package

        XCTAssertEqual(package.app, "MyBiz")
        XCTAssertEqual(package.modules.map(\.name), ["MyBiz", "Login"])
        XCTAssertEqual(package.modules.map(\.folder), ["Chapters/chapter2/After/MyBiz", "Chapters/chapter2/After/Login"])
        XCTAssertEqual(package.modules.map(\.hasResources), [false, true])
        XCTAssertEqual(package.modules[0].storyboards, ["main", "tabs"])
    }

    func test_init_noChapterInsideAChaptersFolder_runsThatChapter() throws {
        try sut.write("Chapters/chapter2/Before/App.swift", "class AppDelegate {}\n")
        var context = ScriptContext(root: sut.root, environment: [:], outputIsTerminal: false)
        context.currentDirectory = sut.root.appendingPathComponent("Chapters/chapter2/After")

        let package = try RunCommand(arguments: ScriptArguments(), context: context).package

        XCTAssertEqual(package.chapter, "chapter2")
        XCTAssertEqual(package.stage, "Before")
    }

    func test_init_appSpelledInOtherCase_isFound() throws {
        XCTAssertEqual(try command(["chapter2", "AFTER", "--app", "mybiz"]).package.app, "MyBiz")
    }

    func test_init_aModuleThatIsNoApp_isRefusedNamingTheApps() {
        XCTAssertThrowsError(try command(["chapter2", "after", "--app", "Login"])) { error in
            XCTAssertEqual((error as? ScriptFailure)?.message, "Login is not an app (it has no AppDelegate): chapter2's After launches MyBiz")
        }
    }

    func test_init_appDelegateOnlyInAComment_isNoApp() throws {
        try sut.write("Chapters/chapter2/Before/App.swift", "// class AppDelegate is gone\nlet x = 1\n")

        XCTAssertThrowsError(try command(["chapter2"])) { error in
            XCTAssertEqual((error as? ScriptFailure)?.message, "Chapters/chapter2/Before has no AppDelegate: nothing to launch")
        }
    }

    func test_init_publicFinalAppDelegate_isAnApp() throws {
        try sut.write("Chapters/chapter2/Before/App.swift", "  public final class AppDelegate: UIResponder {}\n")

        XCTAssertEqual(try command(["chapter2"]).package.app, "Chapter2Before")
    }

    func test_init_timeLimit_fromTheEnvironmentUnlessGiven() throws {
        try sut.write("Chapters/chapter2/Before/App.swift", "class AppDelegate {}\n")
        let context = ScriptContext(root: sut.root, environment: ["WORKBOOK_CHECK_TIME_LIMIT": "7"], outputIsTerminal: false)

        XCTAssertEqual(try RunCommand(arguments: ScriptArguments(operands: ["chapter2"]), context: context).timeLimit, 7)
        XCTAssertEqual(try RunCommand(arguments: ScriptArguments(operands: ["chapter2"], given: ["--time-limit": "3"]), context: context).timeLimit, 3)
    }

    func test_firstErrors_namesTheStageFolderAndEachErrorOnce() throws {
        let sut = try command(["chapter2", "after"])
        let folder = URL(fileURLWithPath: "/work/.build-check/run/chapter2-after")
        let log = """
            [3/9] Compiling Login Login.swift
            /work/.build-check/run/chapter2-after/Sources/Login/Login.swift:3:5: error: cannot find 'x' in scope
            /work/.build-check/run/chapter2-after/Sources/Login/Login.swift:3:5: error: cannot find 'x' in scope
            error: fatalError
            note: a note: error: not an error line
            """

        XCTAssertEqual(sut.firstErrors(log, folder: folder, root: URL(fileURLWithPath: "/work")),
                       ["Chapters/chapter2/After/Login/Login.swift:3:5: error: cannot find 'x' in scope"])
    }
}
