import XCTest
@testable import WorkbookModel

final class MutantCatalogueTests: XCTestCase {
    private func catalogue(_ text: String) -> MutantCatalogue {
        MutantCatalogue(path: "c.mutants", text: Array(text.utf8))
    }

    func test_init_wellFormedCatalogue_readsEachMutantAndSiteWithNoProblem() {
        let text = """
            # a comment
            [login-ignored]
            area    login
            notice  Any username logs in.
            hint    What does login send?
            file    API/API.swift
            after   func login(
            expr    username
            to      "someone"
            file    MyBiz/API/API.swift
            stmt    send()
            to
            decl    struct Stand {}
            decl    let spare = 1

            open  API/API.swift: logout()
            quiet\tAPI/API.swift: print(x) -- a log
            """

        let sut = catalogue(text)

        XCTAssertEqual(sut.problems, [])
        XCTAssertEqual(sut.mutants, [Mutant(id: "login-ignored", line: 2, area: "login", notice: "Any username logs in.", hint: "What does login send?", sites: [
            MutantSite(file: "API/API.swift", after: "func login(", kind: .expr, anchor: "username", to: "\"someone\""),
            MutantSite(file: "MyBiz/API/API.swift", kind: .stmt, anchor: "send()", to: "", decls: ["struct Stand {}", "let spare = 1"]),
        ])])
        XCTAssertEqual(sut.mutants.first?.listLine, "login-ignored\tlogin\tAny username logs in.\tWhat does login send?\tAPI/API.swift")
    }

    func test_init_eachMalformedShape_namesItsLine() {
        let text = """
            area early
            [a]
            area a
            notice n
            hint h
            decl struct A {}
            file F.swift
            decl
            expr x
            add y
            to z
            colour red
              file indented
            [a]
            [b]
            file G.swift
            expr q
            to
            [c]
            area
            notice n
            hint h
            file H.swift
            add same
            to  same
            [Upper]
            """

        let sut = catalogue(text)

        XCTAssertEqual(sut.problems, [
            "c.mutants:1: expected [mutant-id] before 'area early'",
            "c.mutants:6: mutant a: 'decl' before its 'file' line",
            "c.mutants:8: mutant a: an empty 'decl'",
            "c.mutants:10: mutant a has two anchors in one site",
            "c.mutants:12: unknown key 'colour' (area, notice, hint, file, after, expr, stmt, add, to, decl)",
            "c.mutants:13: unknown key '' (area, notice, hint, file, after, expr, stmt, add, to, decl)",
            "c.mutants:14: mutant a is listed twice",
            "c.mutants:26: unknown key '[Upper]' (area, notice, hint, file, after, expr, stmt, add, to, decl)",
            "c.mutants:14: mutant a has no area",
            "c.mutants:14: mutant a has no notice",
            "c.mutants:14: mutant a has no hint",
            "c.mutants:14: mutant a has no file",
            "c.mutants:15: mutant b has no area",
            "c.mutants:15: mutant b has no notice",
            "c.mutants:15: mutant b has no hint",
            "c.mutants:15: mutant b, site 1: an empty 'to' only suits stmt",
            "c.mutants:19: mutant c has no area",
            "c.mutants:19: mutant c, site 1 changes nothing",
        ])
    }

    func test_init_siteWithoutAnchorOrChange_isRefused() {
        let sut = catalogue("[a]\narea a\nnotice n\nhint h\nfile F.swift\n")

        XCTAssertEqual(sut.problems, [
            "c.mutants:1: mutant a, site 1: no anchor (expr, stmt or add)",
            "c.mutants:1: mutant a, site 1: no 'to' line",
            "c.mutants:1: mutant a, site 1 changes nothing",
        ])
    }

    func test_init_missingOrEmpty_isOneProblem() {
        XCTAssertEqual(MutantCatalogue(path: "gone.mutants", text: nil).problems, ["gone.mutants: missing or empty"])
        XCTAssertEqual(catalogue("").problems, ["c.mutants: missing or empty"])
        XCTAssertEqual(catalogue("# only a comment").problems, [])
    }

    func test_init_openOrQuietWithoutABlank_isNoListedLine() {
        let sut = catalogue("[a]\narea a\nnotice n\nhint h\nfile F\nexpr a\nto b\nopen\nopened x\n")

        XCTAssertEqual(sut.problems, [
            "c.mutants:8: unknown key 'open' (area, notice, hint, file, after, expr, stmt, add, to, decl)",
            "c.mutants:9: unknown key 'opened' (area, notice, hint, file, after, expr, stmt, add, to, decl)",
        ])
    }

    func test_header_blanksAfterIt_areAllowed() {
        XCTAssertEqual(MutantCatalogue.header("[a-1] \t"), "a-1")
        XCTAssertNil(MutantCatalogue.header("[a] b"))
        XCTAssertNil(MutantCatalogue.header("[]"))
        XCTAssertNil(MutantCatalogue.header("[a_b]"))
    }
}
