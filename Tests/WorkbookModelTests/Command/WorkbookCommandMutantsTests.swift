import Foundation
import XCTest
@testable import WorkbookModel

final class WorkbookCommandMutantsTests: XCTestCase {
    func test_init_mutantsApply_readsSourcePlanTargetAndOnlyIds() throws {
        let sut = try WorkbookCommand(arguments: ["mutants", "apply", "c.mutants", "Stage/A.swift", "--plan", "p", "--target", "A.swift", "--only", " a  b "])

        XCTAssertEqual(sut.action, .mutants(.apply(catalogue: "c.mutants", source: "Stage/A.swift", plan: "p", target: "A.swift", only: ["a", "b"])))
    }

    func test_init_mutantsPlanWithEmptyModulesOrOnly_meansNone() throws {
        XCTAssertEqual(try WorkbookCommand(arguments: ["mutants", "plan", "c", "--stage", "s", "--modules", ""]).action,
                       .mutants(.plan(catalogue: "c", stage: "s", modules: [])))
        XCTAssertEqual(try WorkbookCommand(arguments: ["mutants", "apply", "c", "f", "--plan", "p", "--target", "t", "--only", ""]).action,
                       .mutants(.apply(catalogue: "c", source: "f", plan: "p", target: "t", only: nil)))
    }

    func test_init_mutantsStepCoverageAndIntegrityStepLines_readTheirOperands() throws {
        XCTAssertEqual(try WorkbookCommand(arguments: ["mutants", "step-coverage", "chapter1", "a", "b"]).action,
                       .mutants(.stepCoverage(chapter: "chapter1", catalogues: ["a", "b"])))
        XCTAssertEqual(try WorkbookCommand(arguments: ["integrity", "step-lines", "chapter1", "chapter2"]).action,
                       .integrity(.stepLines(chapters: ["chapter1", "chapter2"])))
    }

    func test_init_mutantsWithoutWhatItNeeds_isOneLine() {
        for arguments in [["mutants", "plan", "c"], ["mutants", "lines", "c", "--plan", "p"], ["mutants", "step-coverage", "chapter1"],
                          ["mutants", "shuffle", "c"], ["mutants", "list", "c", "--stage", "s"], ["mutants", "apply", "c", "--plan", "p", "--target", "t"]] {
            XCTAssertThrowsError(try WorkbookCommand(arguments: arguments), arguments.joined(separator: " ")) { error in
                XCTAssertFalse("\(error)".contains("\n"), "\(error)")
            }
        }
    }

    func test_run_write_writesEachChangedFileAsApplyWritesIt() throws {
        let fixtures = ExpectedOutputTests.fixtures, root = fixtures.appendingPathComponent("repos/workbook")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("mutants-write-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let catalogue = fixtures.appendingPathComponent("mutants/shop.mutants").path, plan = fixtures.appendingPathComponent("mutants/shop.plan").path
        let stage = fixtures.appendingPathComponent("mutants/stage/Sources").path
        let sut = try WorkbookCommand(arguments: ["mutants", "write", catalogue, "--plan", plan, "--stage", stage, "--out", out.path])

        let outcome = try sut.run(root: root)

        XCTAssertEqual(outcome.output, "Shop/Cart.swift\nShop/Greeting.swift\n")
        XCTAssertEqual(outcome.status, 0)
        for (file, expected) in [("Shop/Cart.swift", "mutants-apply"), ("Shop/Greeting.swift", "mutants-apply-decl")] {
            XCTAssertEqual(try String(contentsOf: out.appendingPathComponent(file), encoding: .utf8),
                           try String(contentsOf: fixtures.appendingPathComponent("cases/\(expected)/expected_output"), encoding: .utf8), file)
        }
    }
}
