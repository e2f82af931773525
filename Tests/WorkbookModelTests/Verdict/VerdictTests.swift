import XCTest
@testable import WorkbookModel

final class VerdictTests: XCTestCase {
    /// A chapter's results: Before's characterization and goals, After's two suites.
    static func results(_ bc: StageStatus, _ bg: StageStatus, _ ac: StageStatus = .pass, _ ag: StageStatus = .pass,
                        edited: [EditedReferee]? = [], crash: CrashNote? = nil) -> ChapterResults {
        let statuses = [("Before", "Characterization", bc), ("Before", "Goals", bg), ("After", "Characterization", ac), ("After", "Goals", ag)]
        return ChapterResults(chapter: "chapter1", stages: statuses.map { stage, suite, status in
            StageResult(chapter: "chapter1", stage: stage, suite: suite, status: status, passed: 1, total: 2,
                        crash: stage == "Before" && suite == "Characterization" ? crash : nil)
        }, editedReferees: edited)
    }

    func test_init_beforesCharacterization_decidesTheBeforeVerdict() {
        let cases: [(StageStatus, StageStatus, StageVerdict)] = [
            (.pass, .pass, .done), (.pass, .fail, .notDoneYet), (.pass, .build, .notDoneYet),
            (.fail, .pass, .behaviourChanged), (.none, .pass, .behaviourChanged), (.build, .build, .doesntCompile),
            (.hung, .fail, .hung), (.crash, .fail, .crashed), (.unknown, .unknown, .notChecked),
        ]
        for (bc, bg, expected) in cases {
            let sut = Verdict(Self.results(bc, bg))

            XCTAssertEqual(sut.before, expected, "\(bc) \(bg)")
            XCTAssertEqual(sut.chapter, expected, "\(bc) \(bg)")
        }
    }

    func test_init_aftersSuites_decideTheAfterVerdict() {
        let cases: [(StageStatus, StageStatus, StageVerdict)] = [
            (.pass, .pass, .reference), (.fail, .pass, .broken), (.pass, .hung, .broken), (.none, .pass, .broken),
            (.unknown, .unknown, .notChecked), (.unknown, .pass, .notChecked), (.unknown, .crash, .broken),
        ]
        for (ac, ag, expected) in cases {
            XCTAssertEqual(Verdict(Self.results(.pass, .pass, ac, ag)).after, expected, "\(ac) \(ag)")
        }
    }

    func test_init_afterBroken_isTheChaptersVerdictWhateverTheBefore() {
        let sut = Verdict(Self.results(.pass, .pass, .fail, .pass))

        XCTAssertEqual(sut.chapter, .afterBroken)
        XCTAssertFalse(sut.isHealthy)
        XCTAssertFalse(sut.isDone)
    }

    func test_init_editedAfterFile_isEditedNotReference() {
        let sut = Verdict(Self.results(.pass, .pass, edited: [EditedReferee(file: "Chapters/chapter1/After/API.swift", change: "changed")]))

        XCTAssertEqual(sut.after, .edited)
        XCTAssertEqual(sut.before, .testsEdited)
        XCTAssertEqual(sut.chapter, .afterEdited)
    }

    func test_init_editedTest_isNeitherHealthyNorDoneThoughGreen() {
        let sut = Verdict(Self.results(.pass, .pass, edited: [EditedReferee(file: "Chapters/chapter1/Tests/Goals/A.swift", change: "missing")]))

        XCTAssertEqual(sut.before, .testsEdited)
        XCTAssertEqual(sut.after, .reference)
        XCTAssertFalse(sut.isHealthy)
        XCTAssertFalse(sut.isDone)
    }

    func test_init_refereesNotLookedAt_countAsPublished() {
        let sut = Verdict(Self.results(.pass, .pass, edited: nil))

        XCTAssertTrue(sut.isDone)
    }

    func test_init_healthyButGoalsRed_isHealthyNotDone() {
        let sut = Verdict(Self.results(.pass, .fail))

        XCTAssertTrue(sut.isHealthy)
        XCTAssertFalse(sut.isDone)
    }

    func test_labels_plainDropsTheMarkOnly() {
        XCTAssertEqual(StageVerdict.afterBroken.plain, "After broken")
        XCTAssertEqual(StageVerdict.doesntCompile.plain, "doesn't compile")
        XCTAssertEqual(StageVerdict.done.label, "done ✓")
        XCTAssertEqual(StageVerdict.notDoneYet.plain, StageVerdict.notDoneYet.label)
    }
}
