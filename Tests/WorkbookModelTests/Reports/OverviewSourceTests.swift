import Foundation
import XCTest
@testable import WorkbookModel

final class OverviewSourceTests: XCTestCase {
    private var repository: TemporaryRepository!
    private var sut: OverviewSource!

    override func setUpWithError() throws {
        repository = try TemporaryRepository()
        try repository.write("Chapters/chapters.registry", "chapter0.kind    characterize\nchapter1.title    One\nchapter1.suites   Login\n")
        // Kept as check keeps them: each stage's key, of the files as they are now.
        let keys = ScopeKey.keys(scopes: CachedCheck.scopes("chapter1").map(\.scope), files: SourceFiles(root: repository.root),
                                 toolchain: "swift 6", recordSnapshots: "")
        for (scope, key) in keys {
            try repository.write(".build-check/\(scope)/last-run/key", "\(key)\n")
            try repository.keep(scope, scope.contains("before-goals") ? .fail : .pass, scope.contains("before-goals") ? 1 : 2, 2)
            try recordSources(scope)
        }
        sut = OverviewSource(root: repository.root, registry: try Registry.load(root: repository.root),
                             kept: KeptResults(scratch: repository.root.appendingPathComponent(".build-check")), toolchain: "swift 6")
        // The steps' states, as Scripts/lib/steps.sh makes them: the Before at step 0 and 1.
        try repository.write("states/0/App.swift", "let a = 1\n")
        try repository.write("states/1/App.swift", "let a = 2\n")
    }

    override func tearDown() {
        repository.remove()
    }

    /// The kept result of `scope` with the sources it was made from, as stage-result writes it.
    private func recordSources(_ scope: String) throws {
        let url = repository.root.appendingPathComponent(".build-check/\(scope)/last-run/result.json")
        guard var result = StageResult.read(from: url) else { return XCTFail("no result kept for \(scope)") }
        result.sources = StageResult.sources(chapter: result.chapter, stage: result.stage, files: SourceFiles(root: repository.root))
        try result.write(to: url)
    }

    func test_overview_stepsNotKnown_asksForTheStepsStates() {
        XCTAssertEqual(sut.overview(answers: nil, now: 0), .questions(["chapter1\tsteps"]))
    }

    func test_overview_answeredWithTheStates_judgesTheStep_andKeepsTheAnswer() {
        guard case .overview(let overview) = sut.overview(answers: "chapter1\tstates\tstates\n", now: 0) else { return XCTFail("no overview") }

        XCTAssertEqual(overview.rows.map(\.steps), ["", "step 0 of 1"])
        XCTAssertEqual(overview.rows.first?.state, "not graded yet")
        guard case .overview(let again) = sut.overview(answers: nil, now: 0) else { return XCTFail("the answer was not kept") }
        XCTAssertEqual(again.rows.last?.steps, "step 0 of 1")
    }

    func test_overview_noSteps_leavesTheCellEmpty() {
        guard case .overview(let overview) = sut.overview(answers: "chapter1\tnone\n", now: 0) else { return XCTFail("no overview") }

        XCTAssertEqual(overview.rows.last?.steps, "")
    }

    func test_overview_aFileTouchedOrAnEditUndone_isNotEditedSince() throws {
        let before = repository.root.appendingPathComponent("Chapters/chapter1/Before/App.swift")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(3600)], ofItemAtPath: before.path)
        try repository.write("Chapters/chapter1/Before/App.swift", "let a = 1 // edited\n")
        try repository.write("Chapters/chapter1/Before/App.swift", "let a = 1\n")

        guard case .overview(let overview) = sut.overview(answers: "chapter1\tnone\n", now: 0) else { return XCTFail("no overview") }

        XCTAssertEqual(overview.rows.last?.editedSince, false)
        XCTAssertEqual(overview.rows.last?.checked, "earlier")
    }

    func test_overview_aBeforeWhoseContentChanged_isEditedSince() throws {
        try repository.write("Chapters/chapter1/Before/App.swift", "let a = 3\n")

        guard case .overview(let overview) = sut.overview(answers: "chapter1\tnone\n", now: 0) else { return XCTFail("no overview") }

        XCTAssertEqual(overview.rows.last?.editedSince, true)
        XCTAssertEqual(overview.rows.last?.checked, "earlier, edited since")
    }

    func test_overview_aNewToolchain_isNoEdit_butAResultKeptWithoutItsSources_isComparedByItsKey() throws {
        let other = OverviewSource(root: repository.root, registry: sut.registry, kept: sut.kept, toolchain: "swift 7")

        guard case .overview(let recorded) = other.overview(answers: "chapter1\tnone\n", now: 0) else { return XCTFail("no overview") }
        try repository.keep("chapter1-before-characterization", .pass, 2, 2)
        guard case .overview(let unrecorded) = other.overview(answers: "chapter1\tnone\n", now: 0) else { return XCTFail("no overview") }

        XCTAssertEqual(recorded.rows.last?.editedSince, false)
        XCTAssertEqual(unrecorded.rows.last?.editedSince, true)
    }

    func test_overview_beforeEditedAfterTheAnswer_asksAgain() throws {
        _ = sut.overview(answers: "chapter1\tstates\tstates\n", now: 0)

        try repository.write("Chapters/chapter1/Before/App.swift", "let a = 3\n")

        guard case .questions = sut.overview(answers: nil, now: 0) else { return XCTFail("a kept answer about other files was used") }
    }
}
