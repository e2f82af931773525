import Foundation
import XCTest
@testable import WorkbookModel

/// The pristine Before's goal tests as integrity holds them, from a results folder written here.
final class BeforeGoalsChecksTests: XCTestCase {
    var repository: TemporaryRepository!
    var results: URL!

    override func setUpWithError() throws {
        repository = try TemporaryRepository()
        results = repository.root.appendingPathComponent("results")
        try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
    }

    override func tearDown() {
        repository.remove()
    }

    func given(_ status: StageStatus, _ passed: Int, _ total: Int, details: [String] = [], chapter: String = "chapter1") throws {
        var result = StageResult(chapter: chapter, stage: "Before", suite: "Goals", status: status, passed: passed, total: total)
        result.details = details
        try result.write(to: results.appendingPathComponent(ResultFolder.file(scope: result.scope)))
    }

    var sut: BeforeGoalsChecks {
        BeforeGoalsChecks(results: ResultFolder(url: results, unfinishedIsCrash: false), files: DiskFiles(root: repository.root))
    }

    func test_all_goalsThatFailOrDoNotCompile_pass_thoseThatPassOrDidNotRun_fail() throws {
        try given(.build, 0, 0)
        try given(.fail, 1, 5, chapter: "chapter2")
        try given(.pass, 5, 5, chapter: "chapter3")

        let lines = sut.all(chapters: ["chapter1", "chapter2", "chapter3", "chapter4"]).map(\.lines)

        XCTAssertEqual(lines, [
            "pass\tchapter1: Before's goal tests don't compile yet (expected)\n",
            "pass\tchapter2: Before's goal tests fail (1/5 pass; expected)\n",
            "fail\tchapter3: Before's goal tests already pass (5/5) — they must fail before the refactoring\n",
            "fail\tchapter4: Before's goal tests gave no verdict (unknown)\n",
        ])
    }

    func test_sample_theFirstErrors_orAmongThem_orNone() {
        let first = "Above the table, check prints the first compiler errors of the Before goals:\n\n```text\nA.swift:1: x\nA.swift:2: y\n```\n\nThen more.\n"
        let among = "check prints the first compiler error of the Before goals,\namong them:\n\n```text\nB.swift:3: z\n```\n"

        XCTAssertEqual(BeforeGoalsChecks.sample(readme: first), BeforeGoalsChecks.Sample(first: true, lines: ["A.swift:1: x", "A.swift:2: y"]))
        XCTAssertEqual(BeforeGoalsChecks.sample(readme: among), BeforeGoalsChecks.Sample(first: false, lines: ["B.swift:3: z"]))
        XCTAssertNil(BeforeGoalsChecks.sample(readme: "```text\nA.swift:1: x\n```\n"))
    }

    func test_all_aReadmesSample_isHeldAgainstWhatCheckPrints() throws {
        try repository.write("Chapters/chapter1/README.md", "check prints the first compiler errors of the Before goals:\n\n```text\nA.swift:1: x\nA.swift:2: y\n```\n")
        try repository.write("Chapters/chapter2/README.md", "check prints the first compiler errors of the Before goals, among them:\n\n```text\nB.swift:9: w\n```\n")
        try given(.build, 0, 0, details: ["  A.swift:1: x", "  A.swift:2: other"])
        try given(.build, 0, 0, details: ["  B.swift:3: z"], chapter: "chapter2")

        let results = sut.all(chapters: ["chapter1", "chapter2"])

        XCTAssertEqual(results[1].lines, """
            fail\tChapters/chapter1/README.md: the first compiler errors it shows are not what check prints on the pristine Before (< README, > check)
            detail\t< A.swift:2: y
            detail\t> A.swift:2: other

            """)
        XCTAssertEqual(results[3].lines, """
            fail\tChapters/chapter2/README.md shows compiler errors check does not print on the pristine Before
            detail\tB.swift:9: w
            detail\tcheck prints:
            detail\tB.swift:3: z

            """)
    }

    func test_all_aReadmesSampleThatCheckPrints_passes() throws {
        try repository.write("Chapters/chapter1/README.md", "check prints the first compiler errors of the Before goals:\n\n```text\nA.swift:1: x\n```\n")
        try given(.build, 0, 0, details: ["      A.swift:1: x", "A.swift:2: y"])

        XCTAssertEqual(sut.all(chapters: ["chapter1"]).last?.lines,
                       "pass\tChapters/chapter1/README.md: the first compiler errors it shows are what check prints on the pristine Before\n")
    }
}
