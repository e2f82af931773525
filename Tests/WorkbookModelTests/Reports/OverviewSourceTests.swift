import Foundation
import XCTest
@testable import WorkbookModel

final class OverviewSourceTests: XCTestCase {
    private var repository: TemporaryRepository!
    private var sut: OverviewSource!

    override func setUpWithError() throws {
        repository = try TemporaryRepository()
        try repository.write("Chapters/chapters.registry", "chapter0.kind    characterize\nchapter1.title    One\nchapter1.suites   Login\n")
        for scope in CachedCheck.scopes("chapter1").map(\.scope) {
            try repository.write(".build-check/\(scope)/last-run/key", "k\n")
            try repository.keep(scope, scope.contains("before-goals") ? .fail : .pass, scope.contains("before-goals") ? 1 : 2, 2)
        }
        sut = OverviewSource(root: repository.root, registry: try Registry.load(root: repository.root),
                             kept: KeptResults(scratch: repository.root.appendingPathComponent(".build-check")))
    }

    override func tearDown() {
        repository.remove()
    }

    func test_overview_stepsNotKnown_asksWithBeforesCells() {
        XCTAssertEqual(sut.overview(answers: nil, now: 0), .questions(["chapter1\tsteps\t2/2\t1/2"]))
    }

    func test_overview_answered_drawsTheRow_andKeepsTheAnswer() {
        guard case .overview(let overview) = sut.overview(answers: "chapter1\tstep 1 of 4\n", now: 0) else { return XCTFail("no overview") }

        XCTAssertEqual(overview.rows.map(\.steps), ["", "step 1 of 4"])
        XCTAssertEqual(overview.rows.first?.state, "not graded yet")
        guard case .overview(let again) = sut.overview(answers: nil, now: 0) else { return XCTFail("the answer was not kept") }
        XCTAssertEqual(again.rows.last?.steps, "step 1 of 4")
    }

    func test_overview_beforeEditedAfterTheAnswer_asksAgain() throws {
        _ = sut.overview(answers: "chapter1\tstep 1 of 4\n", now: 0)

        try repository.write("Chapters/chapter1/Before/App.swift", "let a = 3\n")

        guard case .questions = sut.overview(answers: nil, now: 0) else { return XCTFail("a kept answer about other files was used") }
    }
}
