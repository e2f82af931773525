import Foundation
import XCTest
@testable import WorkbookModel

final class RegistryShellTests: XCTestCase {
    private func parse(_ text: String, folders: Set<String> = []) throws -> Registry {
        try Registry.parse(text) { folders.contains($0) }
    }

    func test_shellAssignments_pairAndCharacterize_listsChaptersFactsKindsAndStages() throws {
        let sut = try parse("chapter0.kind characterize\nchapter0.app chapter1 Before\nchapter1.title One's\n")

        let output = sut.shellAssignments()

        XCTAssertEqual(output, """
            WB_REG_ALL='chapter0 chapter1'
            WB_REG_PAIRS='chapter1'
            WB_REG_chapter0_app='chapter1 Before'
            WB_REG_chapter0_kind='characterize'
            WB_REG_chapter0__kind='characterize'
            WB_REG_chapter1_title='One'\\''s'
            WB_REG_chapter1__kind='pair'
            WB_REG_chapter1__Before='Chapter1Before:'
            WB_REG_chapter1__Before_Characterization_scope='chapter1-before-characterization'
            WB_REG_chapter1__Before_Goals_scope='chapter1-before-goals'
            WB_REG_chapter1__After='Chapter1After:'
            WB_REG_chapter1__After_Characterization_scope='chapter1-after-characterization'
            WB_REG_chapter1__After_Goals_scope='chapter1-after-goals'

            """)
    }

    func test_shellAssignments_workbookFact_isNamedAfterTheWorkbook() throws {
        let sut = try parse("workbook.map AppDelegate Login/\n")

        XCTAssertEqual(sut.shellAssignments(), "WB_REG_ALL=''\nWB_REG_PAIRS=''\nWB_REG_workbook_map='AppDelegate Login/'\n")
    }

    func test_shellAssignments_splitBefore_listsTheSplitModulesOneALine() throws {
        let sut = try parse("chapter9.after MyBiz:Login,UIHelpers Login:UIHelpers UIHelpers\n",
                            folders: ["Chapters/chapter9/Before/MyBiz", "Chapters/chapter9/Before/UIHelpers"])

        XCTAssertTrue(sut.shellAssignments().contains("WB_REG_chapter9__Before='MyBiz:UIHelpers\nUIHelpers:'\n"))
    }

    func test_shellAssignments_evaluatedByBash_giveEveryFactBack() throws {
        let registry = try parse("chapter2.coupling the screen's `api` costs $5 \\ more\nchapter2.title Tabs\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        // (The scope by the variable's name, as a script reads it.)
        process.arguments = ["-c", #"eval "$1"; n=WB_REG_chapter2__After_Goals_scope; printf '%s|%s|%s|%s' "$WB_REG_chapter2_coupling" "$WB_REG_PAIRS" "$WB_REG_chapter2__After" "${!n}""#,
                             "bash", registry.shellAssignments()]
        let pipe = Pipe()
        process.standardOutput = pipe

        try process.run()
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        XCTAssertEqual(printed, "the screen's `api` costs $5 \\ more|chapter2|Chapter2After:|chapter2-after-goals")
    }
}
