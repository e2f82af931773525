import XCTest
@testable import WorkbookModel

/// xcode's list of chapters (.workbook/before-goals, which Package.swift reads), and the
/// reference modules it takes out of the build folder.
final class XcodeCommandTests: XCTestCase {
    var sut: ScriptRun!

    override func setUpWithError() throws {
        sut = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
    }

    override func tearDown() {
        sut.remove()
    }

    func test_run_chaptersAddedInAnyOrder_listsEachOnceSorted() {
        XCTAssertEqual(sut.run("xcode", ["2"]), 0)
        XCTAssertEqual(sut.run("xcode", ["1"]), 0)
        XCTAssertEqual(sut.run("xcode", ["chapter2"]), 0)

        XCTAssertEqual(sut.file(".workbook/before-goals"), "chapter1\nchapter2\n")
        XCTAssertEqual(sut.run("xcode", ["--status"]), 0)
        XCTAssertEqual(sut.output, "Before goal tests in the package for: chapter1 chapter2\n")
    }

    func test_beforeGoalsWanted_theListWritten_isItsTargetsAsPackageSwiftReadsThem() throws {
        XCTAssertEqual(XcodeCommand.beforeGoalsWanted(root: sut.root), [])
        XCTAssertEqual(sut.run("xcode", ["2"]), 0)
        try sut.write(".workbook/before-goals", (sut.file(".workbook/before-goals") ?? "") + "  Chapter1 \n")

        XCTAssertEqual(XcodeCommand.beforeGoalsWanted(root: sut.root), ["chapter2-before-goals", "chapter1-before-goals"])
    }

    func test_run_off_removesTheList() {
        XCTAssertEqual(sut.run("xcode", ["1"]), 0)

        XCTAssertEqual(sut.run("xcode", ["--off"]), 0)

        XCTAssertNil(sut.file(".workbook/before-goals"))
    }

    func test_run_twoThingsAsked_isOneLineExit2AndChangesNothing() {
        for arguments in [["chapter1", "--off"], ["chapter1", "--status"], ["--status", "--off"]] {
            XCTAssertEqual(sut.run("xcode", arguments), 2, "\(arguments)")
            XCTAssertEqual(sut.errors.split(separator: "\n").count, 1, sut.errors)
            XCTAssertTrue(sut.errors.contains("one at a time"), sut.errors)
        }
        XCTAssertNil(sut.file(".workbook/before-goals"))
    }

    func test_run_afterOfSeveralModules_removesItsBuiltModulesOnly() throws {
        let built = [".build/debug/Modules/Login.swiftmodule", ".build/debug/Modules/Login.o", ".build/debug/Login.swiftmodule",
                     ".build/debug/Modules/MyBiz.swiftdoc"]
        for path in built + [".build/debug/Modules/UIHelpers.swiftmodule"] { try sut.write(path, "x") }

        XCTAssertEqual(sut.run("xcode", ["chapter2"]), 0)

        XCTAssertEqual(built.compactMap { sut.file($0) }, [], "the reference's modules are gone")
        XCTAssertEqual(sut.file(".build/debug/Modules/UIHelpers.swiftmodule"), "x", "another module stays")
        XCTAssertTrue(sut.output.hasPrefix("The reference's modules (MyBiz, Login) are out of the package"), sut.output)
    }
}
