import Foundation
import XCTest
@testable import WorkbookModel

/// `GradeSummary+Verdict`: what a grading comes to — caught, done, the exit status, the next step.
final class GradeSummaryVerdictTests: XCTestCase {
    private func summary(status: String = GradeSummary.Status.graded, outcomes: [String] = ["failed", "missed"], details: [String] = [],
                         wantDone: Bool = false, own: Bool = true, receivedPlaced: Bool = false, stagePublished: Bool = false) -> GradeSummary {
        let mutants = outcomes.enumerated().map { index, outcome in
            GradeSummary.Mutant(id: "m\(index)", area: "a", notice: "n", hint: "h", file: "F.swift", outcome: outcome, caughtBy: "", details: "")
        }
        return GradeSummary(chapter: "chapter0", stage: "chapter1/before", tests: "Chapters/chapter0/Tests", status: status, realPassed: 1, realTotal: 1,
                            details: details, mutants: mutants, whose: "your tests", stageFolder: "Chapters/chapter1/Before", wantDone: wantDone,
                            own: own, verbose: false, reportNote: "", reportWarnings: "", receivedPlaced: receivedPlaced, firstChapter: "chapter1",
                            stagePublished: stagePublished)
    }

    func test_caught_crashedAndHung_countAsCaught_skippedAndNoneDoNot() {
        let sut = summary(outcomes: ["failed", "crashed", "hung", "missed", "none", "skipped", ""])

        XCTAssertEqual(sut.caught, 3)
        XCTAssertEqual(sut.total, 7)
        XCTAssertFalse(sut.done)
    }

    func test_exitStatus_gradedNotDone_isZero_butOneWhenDoneIsAsked() {
        XCTAssertEqual(summary().exitStatus, 0)
        XCTAssertEqual(summary(wantDone: true).exitStatus, 1)
        XCTAssertEqual(summary(outcomes: ["failed"], wantDone: true).exitStatus, 0)
    }

    func test_exitStatus_stoppedBeforeTheChanges_isOneEvenWithEveryChangeCaught() {
        let sut = summary(status: GradeSummary.Status.control, outcomes: ["failed"])

        XCTAssertFalse(sut.done)
        XCTAssertEqual(sut.exitStatus, 1)
    }

    func test_next_doneWithOwnTests_pointsAtTheFirstChapter_elseSaysWhoseCatchEverything() {
        XCTAssertEqual(summary(outcomes: ["failed"]).next,
                       "Done ✓ — compare your tests with the workbook's own (Chapters/Shared/Characterization); next: ./Scripts/check chapter1")
        XCTAssertEqual(summary(outcomes: ["hung"], own: false).next, "Done ✓ — your tests catch every change.")
    }

    func test_next_eachWayAGradingStops_saysWhatToDo() {
        let cases: [(GradeSummary, String)] = [
            (summary(status: "build"), "Next: fix the compile error above, then ./Scripts/grade again."),
            (summary(status: "build", details: ["A.swift:1: error", "(the changed copy of chapter1/Before) x.swift:2: error"]),
             "Next: the changed copy of the app does not build — a workbook bug; please report it with the output above."),
            (summary(status: "catalogue"),
             "Next: the catalogue's changes no longer fit chapter1/before (was it edited? git status shows it): ./Scripts/reset chapter1 restores it."),
            (summary(status: "realfail"), "Next: a characterization test that fails on the legacy code is wrong: it pins behaviour the app doesn't have. Fix the test, not the app, until it passes; then grade again."),
            (summary(status: "realfail", receivedPlaced: true),
             "Next: read each table your tests received; to pin it, approve it with the mv command above (a characterization test pins what the code does), then grade again."),
            (summary(status: "catalogue", stagePublished: true),
             "Next: the catalogue's changes no longer fit chapter1/before as published (was Chapters/Shared/Mutants edited? git status shows it): "
                + "./Scripts/reset chapter1 --referees restores it and leaves your Before as it is."),
            (summary(status: "realnone"), "Next: write a test, starting from a worked example: Chapters/chapter0/Tests/MyCharacterizationTests.swift (XCTest) "
                + "or Chapters/chapter0/SwiftTests/MySwiftCharacterizationTests.swift (Swift Testing)."),
            (summary(status: "realcrash"), "Next: a test crashed, hung or ended the run on the real app: fix it (wait on expectations, never sleep or exit), then grade again."),
            (summary(status: "refused"), "Next: a test must judge the app by what it does, not read which change is switched on: remove the lines named above, then grade again."),
            (summary(status: "control"), "Next: make every test pass each time it runs on the real app (no state kept between runs, nothing that looks at how it is run), then grade again."),
        ]
        for (sut, next) in cases {
            XCTAssertEqual(sut.next, next, sut.status)
        }
    }

    func test_text_ofAGradingThatStopped_isTheNextStepAlone() {
        let sut = GradeReport(summary: summary(status: "realnone"))

        XCTAssertEqual(sut.text(.plain), "\nNext: write a test, starting from a worked example: Chapters/chapter0/Tests/MyCharacterizationTests.swift (XCTest) "
            + "or Chapters/chapter0/SwiftTests/MySwiftCharacterizationTests.swift (Swift Testing).\n")
    }

    func test_recordLine_isWhatWhereAmIReads() {
        let line = summary().recordLine(when: 1_700_000_000)

        let sut = GradeRecord(line: String(line.dropLast()))

        XCTAssertEqual(line, "graded\t1\t1\t1\t2\t1700000000\n")
        XCTAssertEqual(sut, GradeRecord(status: "graded", realPassed: 1, realTotal: 1, caught: 1, total: 2, when: 1_700_000_000))
    }
}
