import Foundation
import XCTest
@testable import WorkbookModel

final class CachedCheckTests: XCTestCase {
    private var repository: TemporaryRepository!
    private var sut: CachedCheck!

    override func setUpWithError() throws {
        repository = try TemporaryRepository()
        try repository.write("Chapters/chapters.registry", "chapter1.title    One\nchapter1.suites   Login\n")
        try repository.write(".build-check/stages/build.db", "")
        sut = CachedCheck(root: repository.root, registry: try Registry.load(root: repository.root),
                          kept: KeptResults(scratch: repository.root.appendingPathComponent(".build-check")),
                          toolchain: "TC", recordSnapshots: "")
        // Every stage kept, green, with the key of the files now (as check keeps them).
        for (scope, key) in zip(CachedCheck.scopes("chapter1").map(\.scope), sut.keys(chapter: "chapter1")) {
            try repository.write(".build-check/\(scope)/last-run/key", key + "\n")
            try repository.keep(scope, .pass, 2, 2)
        }
    }

    override func tearDown() {
        repository.remove()
    }

    private func keepWhatCheckFound() {
        sut.keep(CheckReport(entries: [CheckReport.Entry(results: sut.results(chapter: "chapter1"), facts: NextStepFacts())]))
    }

    func test_report_nothingChanged_comesFromWhatIsKept() {
        keepWhatCheckFound()

        let report = sut.report(chapters: ["chapter1"], wantDone: true)

        XCTAssertEqual(report?.exitStatus, 0)
        XCTAssertEqual(report?.entries.first?.next.hasPrefix("Done ✓"), true)
        XCTAssertEqual(report?.progress(.plain).split(separator: "\n").first, "  Before characterization … ✓ 2/2 passed")
    }

    func test_report_aFileEdited_isNil() throws {
        keepWhatCheckFound()

        try repository.write("Chapters/chapter1/Before/App.swift", "let a = 2\n")

        XCTAssertNil(sut.report(chapters: ["chapter1"], wantDone: false))
    }

    func test_report_theManifestChanged_isNil() throws {
        keepWhatCheckFound()

        try repository.write("Chapters/referees.sha256", "# published again\n")

        XCTAssertNil(sut.report(chapters: ["chapter1"], wantDone: false))
    }

    func test_report_nothingFoundOutKept_isNil() {
        XCTAssertNil(sut.report(chapters: ["chapter1"], wantDone: false))
    }

    func test_report_buildFolderGone_isNil() {
        keepWhatCheckFound()

        try? FileManager.default.removeItem(at: repository.root.appendingPathComponent(".build-check/stages"))

        XCTAssertNil(sut.report(chapters: ["chapter1"], wantDone: false))
    }

    func test_keep_resultsShownAreNotTheKeptOnes_keepsNothing() {
        var results = sut.results(chapter: "chapter1")
        results.stages[0].status = .fail

        sut.keep(CheckReport(entries: [CheckReport.Entry(results: results, facts: NextStepFacts())]))

        XCTAssertNil(KeptReport.read(chapter: "chapter1", scratch: sut.kept.scratch))
    }

    func test_keep_afterRed_keepsNothing_gitIsAskedAfresh() throws {
        let scope = "chapter1-after-goals"
        try repository.keep(scope, .fail, 1, 2)

        keepWhatCheckFound()

        XCTAssertNil(KeptReport.read(chapter: "chapter1", scratch: sut.kept.scratch))
    }
}
