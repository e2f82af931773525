import XCTest
@testable import WorkbookModel

final class MutantSchemataTests: XCTestCase {
    /// A schemata whose stage is `files` (paths under "stage/").
    private func schemata(_ catalogue: String, _ files: [String: String]) -> MutantSchemata {
        MutantSchemata(catalogue: MutantCatalogue(path: "c.mutants", text: Array(catalogue.utf8)),
                       read: { path in files[path].map { Array($0.utf8) } })
    }

    private let twoSites = """
        [m]
        area a
        notice n
        hint h
        file Old.swift
        expr old()
        to new()
        file API/API.swift
        after func login(
        expr send()
        to skip()
        """

    func test_plan_firstSiteMissing_choosesTheSecondInAModuleFolder() {
        let sut = schemata(twoSites, ["stage/MyBiz/API/API.swift": "send()\nfunc login() {\n    send()\n}\n"])

        let (plan, problems) = sut.plan(stage: "stage", modules: ["Login", "MyBiz"])

        XCTAssertEqual(plan.entries, [MutantPlan.Entry(id: "m", site: 2, file: "MyBiz/API/API.swift")])
        XCTAssertEqual(problems, [])
    }

    func test_plan_noSiteFits_saysWhyForEachSite() {
        let sut = schemata(twoSites, ["stage/API/API.swift": "func login() {}\nfunc login() {}\n"])

        let (plan, problems) = sut.plan(stage: "stage", modules: [])

        XCTAssertEqual(plan.entries, [])
        XCTAssertEqual(problems, ["m\tno site fits this stage: no file Old.swift; 'func login(' occurs 2 times in API/API.swift (as 'after' it must occur once)"])
    }

    func test_plan_anchorTwiceWithoutAfter_doesNotFit() {
        let sut = schemata("[m]\narea a\nnotice n\nhint h\nfile F.swift\nexpr x\nto y\n", ["stage/F.swift": "x + x"])

        XCTAssertEqual(sut.plan(stage: "stage", modules: []).problems,
                       ["m\tno site fits this stage: 'x' occurs 2 times in F.swift (it must occur once, or name an 'after')"])
    }

    func test_locate_columnsCountBytesAndTabsReadAsSpaces() {
        let sut = schemata("[m]\narea a\nnotice n\nhint h\nfile F.swift\nexpr b\nto c\n", ["s/F.swift": "first\n\t\"é\" + b\n"])
        let plan = MutantPlan(text: "m\t1\tF.swift\n")

        XCTAssertEqual(sut.locate(plan, stage: "s"), ["m\tF.swift\t2\t9\t2\t9\t \"é\" + b\t \"é\" + c\tc"])
        XCTAssertEqual(sut.lines(plan, stage: "s"), ["F.swift\t2\tm"])
    }

    func test_locate_addedStatement_standsOnALineOfItsOwnBeforeTheLine() {
        let sut = schemata("[m]\narea a\nnotice n\nhint h\nfile F.swift\nadd go()\nto stop()\n", ["s/F.swift": "    go()"])

        XCTAssertEqual(sut.locate(MutantPlan(text: "m\t1\n"), stage: "s"), ["m\tF.swift\t1\t5\t1\t8\t    go()\t    stop()\u{1F}    go()\tstop(); go()"])
    }

    func test_apply_eachKind_isSwitchedAndDeclarationsFollowTheCode() {
        let catalogue = """
            [e]
            area a
            notice n
            hint h
            file F.swift
            expr 1 + 1
            to 3
            decl struct Spare {}
            [s]
            area a
            notice n
            hint h
            file F.swift
            stmt run()
            to
            [d]
            area a
            notice n
            hint h
            file F.swift
            add done()
            to log()
            """
        let sut = schemata(catalogue, [:])
        let plan = MutantPlan(text: "e\t1\tF.swift\ns\t1\tF.swift\nd\t1\tF.swift\n")

        let (text, problems) = sut.apply(plan, target: "F.swift", source: Array("let x = 1 + 1\nrun()\ndone()\n".utf8), only: nil)

        XCTAssertEqual(problems, [])
        XCTAssertEqual(text, """
            let x = (MutantSwitch.isOn("e") ? (3) : (1 + 1))
            if MutantSwitch.isOn("s") {  } else { run() }
            if MutantSwitch.isOn("d") { log() }; done()

            // Declarations the mutants above use (workbook mutants apply: decl).
            struct Spare {}

            """)
    }

    func test_apply_onlySomeAndAMissingAnchor_appliesTheRestAndNamesTheMissing() {
        let catalogue = "[e]\narea a\nnotice n\nhint h\nfile F.swift\nexpr gone\nto x\ndecl struct Unused {}\n[f]\narea a\nnotice n\nhint h\nfile F.swift\nexpr b\nto c\n[g]\narea a\nnotice n\nhint h\nfile F.swift\nexpr a\nto z\n"
        let sut = schemata(catalogue, [:])
        let plan = MutantPlan(text: "e\t1\tF.swift\nf\t1\tF.swift\ng\t1\tF.swift\n")

        let (text, problems) = sut.apply(plan, target: "F.swift", source: Array("a b".utf8), only: ["e", "f"])

        XCTAssertEqual(text, "a (MutantSwitch.isOn(\"f\") ? (c) : (b))\n")
        XCTAssertEqual(problems, ["e\t'gone' occurs 0 times in F.swift (it must occur once, or name an 'after')"])
    }

    func test_files_eachFileOnce_inTheCatalogueOrder() {
        let catalogue = "[a]\narea a\nnotice n\nhint h\nfile B.swift\nexpr a\nto b\n[b]\narea a\nnotice n\nhint h\nfile A.swift\nexpr a\nto b\n[c]\narea a\nnotice n\nhint h\nfile B.swift\nexpr c\nto d\n"

        let files = schemata(catalogue, [:]).files(MutantPlan(text: "c\t1\tM/B.swift\nb\t1\n"))

        XCTAssertEqual(files, ["A.swift", "M/B.swift"])
    }
}
