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
        // The steps' states, as StepStates makes them: the Before at step 0 and 1.
        try repository.write("states/0/App.swift", "let a = 1\n")
        try repository.write("states/1/App.swift", "let a = 2\n")
        sut = source(states: nil)
    }

    /// The overview of the repository, whose steps' states are `states` (nil: it has no steps);
    /// every chapter they are asked for is recorded in `asked`.
    private func source(states: URL?, asked: StatesSpy? = nil) -> OverviewSource {
        OverviewSource(root: repository.root, registry: try! Registry.load(root: repository.root),
                       kept: KeptResults(scratch: repository.root.appendingPathComponent(".build-check")), toolchain: "swift 6",
                       repository: RepositoryFacts(stepStates: { chapter in
                           asked?.record(chapter)
                           return states
                       }))
    }

    override func tearDown() {
        repository.remove()
    }

    /// The kept result of `scope` with the sources it was made from, as the stage runner writes it.
    private func recordSources(_ scope: String) throws {
        let url = repository.root.appendingPathComponent(".build-check/\(scope)/last-run/result.json")
        guard var result = StageResult.read(from: url) else { return XCTFail("no result kept for \(scope)") }
        result.sources = StageResult.sources(chapter: result.chapter, stage: result.stage, files: SourceFiles(root: repository.root))
        try result.write(to: url)
    }

    func test_overview_withStates_judgesTheStep_andKeepsTheAnswer() {
        let asked = StatesSpy()
        let sut = source(states: repository.root.appendingPathComponent("states"), asked: asked)

        let overview = sut.overview(now: 0)
        let again = sut.overview(now: 0)

        XCTAssertEqual(overview.rows.map(\.steps), ["", "step 0 of 1"])
        XCTAssertEqual(overview.rows.first?.state, "not graded yet")
        XCTAssertEqual(again.rows.last?.steps, "step 0 of 1")
        XCTAssertEqual(asked.chapters, ["chapter1"], "the kept answer was not used")
    }

    func test_overview_noSteps_leavesTheCellEmpty() {
        let overview = sut.overview(now: 0)

        XCTAssertEqual(overview.rows.last?.steps, "")
    }

    func test_overview_aFileTouchedOrAnEditUndone_isNotEditedSince() throws {
        let before = repository.root.appendingPathComponent("Chapters/chapter1/Before/App.swift")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(3600)], ofItemAtPath: before.path)
        try repository.write("Chapters/chapter1/Before/App.swift", "let a = 1 // edited\n")
        try repository.write("Chapters/chapter1/Before/App.swift", "let a = 1\n")

        let overview = sut.overview(now: 0)

        XCTAssertEqual(overview.rows.last?.editedSince, false)
        XCTAssertEqual(overview.rows.last?.checked, "earlier")
    }

    func test_overview_aBeforeWhoseContentChanged_isEditedSince() throws {
        try repository.write("Chapters/chapter1/Before/App.swift", "let a = 3\n")

        let overview = sut.overview(now: 0)

        XCTAssertEqual(overview.rows.last?.editedSince, true)
        XCTAssertEqual(overview.rows.last?.checked, "earlier, edited since")
    }

    func test_overview_aNewToolchain_isNoEdit_butAResultKeptWithoutItsSources_isComparedByItsKey() throws {
        let other = OverviewSource(root: repository.root, registry: sut.registry, kept: sut.kept, toolchain: "swift 7")

        let recorded = other.overview(now: 0)
        try repository.keep("chapter1-before-characterization", .pass, 2, 2)
        let unrecorded = other.overview(now: 0)

        XCTAssertEqual(recorded.rows.last?.editedSince, false)
        XCTAssertEqual(unrecorded.rows.last?.editedSince, true)
    }

    func test_overview_beforeEditedAfterTheAnswer_judgesAgain() throws {
        let asked = StatesSpy()
        let sut = source(states: repository.root.appendingPathComponent("states"), asked: asked)
        _ = sut.overview(now: 0)

        try repository.write("Chapters/chapter1/Before/App.swift", "let a = 3\n")
        _ = sut.overview(now: 0)

        XCTAssertEqual(asked.chapters, ["chapter1", "chapter1"], "a kept answer about other files was used")
    }
}

/// Records the chapters whose steps' states are asked for.
final class StatesSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var chapters: [String] { lock.withLock { recorded } }

    func record(_ chapter: String) { lock.withLock { recorded.append(chapter) } }
}
