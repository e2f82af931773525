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
}
