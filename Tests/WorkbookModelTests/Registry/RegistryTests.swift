import XCTest
@testable import WorkbookModel

final class RegistryTests: XCTestCase {
    private func parse(_ text: String, folders: Set<String> = []) throws -> Registry {
        try Registry.parse(text) { folders.contains($0) }
    }

    func test_parse_chaptersOutOfOrder_listsThemInNumericOrder() throws {
        let sut = try parse("chapter10.title Ten\nchapter2.title Two\nchapter1.title One\n")

        XCTAssertEqual(sut.chapters.map(\.name), ["chapter1", "chapter2", "chapter10"])
    }

    func test_parse_commentsBlankLinesAndSpaces_keepsTrimmedValues() throws {
        let sut = try parse("# a comment\n\n   chapter1.coupling    `API` reads it   \n  # indented comment\n")

        XCTAssertEqual(sut.chapters.first?.facts, ["coupling": "`API` reads it"])
    }

    func test_suites_aLineOfNames_readsEachInOrder() throws {
        let sut = try parse("chapter1.suites Login AppDelegate\nchapter2.title Two\n")

        XCTAssertEqual(sut.chapters.map(\.suites), [["Login", "AppDelegate"], []])
    }

    func test_parse_noStageLines_namesEachStageAfterItsChapter() throws {
        let sut = try parse("chapter3.title Three\n")

        XCTAssertEqual(sut.chapters.first?.stages.map { $0.modules.map(\.name) }, [["Chapter3Before"], ["Chapter3After"]])
    }

    func test_parse_kindCharacterize_isNoPairAndHasNoStages() throws {
        let sut = try parse("chapter0.kind characterize\nchapter0.app chapter1 Before\nchapter1.title One\n")

        XCTAssertEqual(sut.chapters(ofKind: "characterize").map(\.name), ["chapter0"])
        XCTAssertEqual(sut.chapters(ofKind: RegistryChapter.pairKind).map(\.name), ["chapter1"])
        XCTAssertEqual(sut.chapters[0].stages, [])
        XCTAssertEqual(sut.chapters[0].appStage?.stage, "Before")
    }

    func test_parse_malformedLines_throwWithTheirLineNumber() {
        let cases = ["chapter1.title", "chapterX.title One", "title One", "chapter1.a.b One", "chapter1.title\tOne"]
        for line in cases {
            XCTAssertThrowsError(try parse("# header\n\(line)\n"), line) { error in
                XCTAssertEqual((error as? RegistryError)?.line, 2, line)
            }
        }
    }

    func test_parse_workbookFact_isTheWorkbooksNotAChapters() throws {
        let sut = try parse("workbook.map AppDelegate Login/\nchapter1.title One\n")

        XCTAssertEqual(sut.facts, ["map": "AppDelegate Login/"])
        XCTAssertEqual(sut.chapters.map(\.name), ["chapter1"])
    }

    func test_parse_keysThatNoVariableCanBeNamedAfter_throw() {
        for line in ["chapter1.Title One", "chapter1.sub_title One", "chapter1.x-y One", "chapter1. One", "workbooks.map A", "workbook.map.x A"] {
            XCTAssertThrowsError(try parse("\(line)\n"), line)
        }
    }

    func test_parse_aKeySetTwice_throwsNamingBothLines() {
        XCTAssertThrowsError(try parse("chapter1.title One\nchapter1.title Uno\n")) { error in
            XCTAssertEqual(String(describing: error),
                           "Chapters/chapters.registry:2: 'chapter1.title' is already set on line 1: one fact a line, once")
        }
    }

    func test_parse_severalModules_readsImportsAndSkipsEmptyEntries() throws {
        let sut = try parse("chapter9.after  MyBiz:Login,UIHelpers  Login:UIHelpers :Orphan UIHelpers\n")
        let after = try XCTUnwrap(sut.chapters.first?.stage(named: "After"))

        XCTAssertEqual(after.modules.map(\.entry), ["MyBiz:Login,UIHelpers", "Login:UIHelpers", "UIHelpers:"])
        XCTAssertEqual(after.path(of: after.modules[1]), "Chapters/chapter9/After/Login")
    }

    func test_dependencies_transitiveImports_listsEachOnce() throws {
        let sut = try XCTUnwrap(try parse("chapter9.after A:B,C B:C C:D D\n").chapters.first?.stage(named: "After"))

        XCTAssertEqual(sut.dependencies(of: sut.modules[0]), ["B", "C", "D"])
    }

    func test_splitBefore_appFolderMade_isTheAftersModulesThatExist() throws {
        let text = "chapter9.after MyBiz:Login,UIHelpers Login:UIHelpers UIHelpers\n"
        let sut = try parse(text, folders: ["Chapters/chapter9/Before/MyBiz", "Chapters/chapter9/Before/Login"])

        XCTAssertEqual(sut.chapters[0].stage(named: "Before")?.modules.map(\.entry), ["MyBiz:Login", "Login:"])
    }

    func test_splitBefore_onlyAModuleFolderButNotTheApps_keepsTheBeforeWhole() throws {
        let text = "chapter9.after MyBiz:Login Login\n"
        let sut = try parse(text, folders: ["Chapters/chapter9/Before/Login"])

        XCTAssertEqual(sut.chapters[0].stage(named: "Before")?.modules.map(\.entry), ["Chapter9Before:"])
    }

    func test_splitBefore_aBeforeOfSeveralModules_isNeverSplit() throws {
        let text = "chapter9.before Old:Lib Lib\nchapter9.after MyBiz:Login Login\n"
        let sut = try parse(text, folders: ["Chapters/chapter9/Before/MyBiz"])

        XCTAssertEqual(sut.chapters[0].stage(named: "Before")?.modules.map(\.name), ["Old", "Lib"])
    }

    func test_pairChapterAfter_skipsOtherKindsAndEndsAtTheLast() throws {
        let sut = try parse("chapter0.kind characterize\nchapter1.title a\nchapter2.title b\n")

        XCTAssertEqual(sut.pairChapter(after: "chapter1")?.name, "chapter2")
        XCTAssertNil(sut.pairChapter(after: "chapter2"))
    }

    func test_stage_namesItsTargetAndScope() {
        let sut = Stage(chapter: 4, name: "Before", modules: [])

        XCTAssertEqual(sut.testTargetName(suite: "Goals"), "Chapter4BeforeGoalsTests")
        XCTAssertEqual(sut.scope(suite: "Characterization"), "chapter4-before-characterization")
    }
}
