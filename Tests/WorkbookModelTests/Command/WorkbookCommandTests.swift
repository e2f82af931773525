import XCTest
@testable import WorkbookModel

final class WorkbookCommandTests: XCTestCase {
    func test_init_modulesWithImports_readsChapterStageAndFlag() throws {
        let sut = try WorkbookCommand(arguments: ["modules", "chapter9", "After", "--imports"])

        XCTAssertEqual(sut.action, .modules(chapter: "chapter9", stage: "After", imports: true))
    }

    func test_init_chaptersKindAll_meansEveryKind() throws {
        let sut = try WorkbookCommand(arguments: ["chapters", "--kind", "all"])

        XCTAssertEqual(sut.action, .chapters(kind: nil))
    }

    func test_init_reportWithColourAndJSON_readsEveryOption() throws {
        let sut = try WorkbookCommand(arguments: ["report", "chapter1", "chapter2", "--results", "/tmp/r", "--json", "--done", "--colour"])

        XCTAssertEqual(sut.action, .report(chapters: ["chapter1", "chapter2"], results: "/tmp/r", done: true, json: true,
                                           answers: nil, ask: nil, keep: nil))
        XCTAssertTrue(sut.colour)
    }

    func test_init_registryShellOrProblems_readsWhichOne() throws {
        XCTAssertEqual(try WorkbookCommand(arguments: ["registry", "--shell"]).action, .registryShell)
        XCTAssertEqual(try WorkbookCommand(arguments: ["registry", "--problems"]).action, .registryProblems)
    }

    func test_init_badCommandLines_throwOneLineUsageErrors() {
        let cases: [([String], String)] = [
            ([], "which command?"),
            (["bogus"], "unknown command 'bogus'"),
            (["modules", "chapter1", "Middle"], "a stage is Before or After, not 'Middle'"),
            (["modules", "chapter1"], "modules takes 2 arguments, got 1"),
            (["chapters", "--kind"], "--kind needs a value"),
            (["chapters", "--imports"], "chapters takes no --imports"),
            (["suites", "chapter1", "--verbose"], "unknown option '--verbose'"),
            (["report", "chapter1"], "report needs --results DIR"),
            (["report", "--results", "r"], "report needs at least one chapter"),
            (["registry"], "registry takes one of --shell or --problems"),
            (["registry", "--shell", "--problems"], "registry takes one of --shell or --problems"),
            (["registry", "--shell", "chapter1"], "registry takes 0 arguments, got 1"),
            (["chapters", "--shell"], "chapters takes no --shell"),
        ]
        for (arguments, message) in cases {
            XCTAssertThrowsError(try WorkbookCommand(arguments: arguments), "\(arguments)") { error in
                XCTAssertEqual((error as? WorkbookCommand.UsageError)?.description, message)
                XCTAssertFalse(String(describing: error).contains("\n"))
            }
        }
    }

    func test_run_unknownChapter_throwsNamingIt() {
        let sut = WorkbookCommand(action: .suites(chapter: "chapter42"))

        XCTAssertThrowsError(try sut.run(root: ExpectedOutputTests.fixtures.appendingPathComponent("repos/workbook"))) { error in
            XCTAssertEqual(String(describing: error), "unknown chapter 'chapter42'")
        }
    }

    func test_run_noRegistry_throwsOneLine() {
        let sut = WorkbookCommand(action: .chapters(kind: nil))

        XCTAssertThrowsError(try sut.run(root: ExpectedOutputTests.fixtures)) { error in
            XCTAssertEqual(String(describing: error), "Chapters/chapters.registry: missing: it lists the workbook's chapters")
        }
    }
}
