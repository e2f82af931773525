import XCTest
@testable import WorkbookModel

final class OverviewTests: XCTestCase {
    private let now = 1_000_000

    private func checked(_ bc: StageStatus, _ bg: StageStatus, _ ac: StageStatus = .pass, _ ag: StageStatus = .pass,
                         chapter: String, minutesAgo: Int = 5, edited: Bool = false, steps: String = "") -> Overview.Checked {
        var results = VerdictTests.results(bc, bg, ac, ag, edited: nil)
        results.chapter = chapter
        results.stages[0].checkedAt = now - minutesAgo * 60
        results.stages[0].editedSince = edited
        return Overview.Checked(results: results, steps: steps)
    }

    func test_table_everyState_oneRowEachWithTheVerdictsLabels() {
        let sut = Overview(graded: [Overview.Graded(chapter: "chapter0", record: GradeRecord(status: "graded", realPassed: 9, realTotal: 9, caught: 40, total: 44, when: now - 7200))],
                           checked: [
                               checked(.pass, .pass, chapter: "chapter1"),
                               checked(.pass, .fail, chapter: "chapter2", edited: true, steps: "step 2 of 5"),
                               checked(.hung, .fail, chapter: "chapter3"),
                               checked(.crash, .fail, chapter: "chapter4"),
                               checked(.pass, .pass, .fail, .pass, chapter: "chapter5"),
                               checked(.unknown, .unknown, .unknown, .unknown, chapter: "chapter6"),
                           ], now: now)

        XCTAssertEqual(sut.table(.plain), """
            Where you are: each chapter as its last check left it (nothing is built now).

                        Characterization   Goals                 Steps (Before)        Verdict
              chapter0  9/9                catch 40/44           -                     not done yet (checked 2 h ago)
              chapter1  1/2                1/2                   -                     done ✓ (checked 5 min ago)
              chapter2  1/2                1/2                   step 2 of 5           not done yet (checked 5 min ago, edited since)
              chapter3  hung (1/2)         1/2                   -                     hung ✗ (checked 5 min ago)
              chapter4  crashed (1/2)      1/2                   -                     crashed ✗ (checked 5 min ago)
              chapter5  1/2                1/2                   -                     After broken ✗ (checked 5 min ago)
              chapter6  -                  -                     -                     not checked yet

            Next: ./Scripts/check chapter2

            """)
    }

    func test_table_nothingChecked_pointsAtTheFirstChapterAndFromInsideIt() {
        let sut = Overview(graded: [Overview.Graded(chapter: "chapter0", record: nil)],
                           checked: [checked(.unknown, .unknown, .unknown, .unknown, chapter: "chapter1")], now: now)

        XCTAssertTrue(sut.table(.plain).contains("  chapter0  -                  -                     -                     not graded yet\n"))
        XCTAssertTrue(sut.table(.plain).hasSuffix("Next: ./Scripts/check chapter1 (or, from inside Chapters/chapter1/, ./Scripts/check with no chapter)\n"))
    }

    func test_table_everyChapterDone_saysSoInGreen() {
        let sut = Overview(graded: [], checked: [checked(.pass, .pass, chapter: "chapter1")], now: now)

        XCTAssertTrue(sut.table(.ansi).hasSuffix("\u{1B}[32mEvery chapter is done ✓\u{1B}[0m\n"))
        XCTAssertNil(sut.next)
    }

    func test_json_rows_carryThePlainStateAndNext_asCheckHasAlwaysLaidThemOut() {
        let sut = Overview(graded: [Overview.Graded(chapter: "chapter0", record: GradeRecord(status: "realfail", realPassed: 3, realTotal: 9))],
                           checked: [checked(.build, .build, chapter: "chapter1")], now: now)

        let json = sut.json

        XCTAssertEqual(json, """
            {"chapters": [
              {"chapter": "chapter0", "state": "fails on the real app", "characterization": "3/9", "goals": "-", "steps": "", "checked": "", "edited_since": false},
              {"chapter": "chapter1", "state": "doesn't compile", "characterization": "doesn't compile", "goals": "doesn't compile yet", "steps": "", "checked": "5 min ago", "edited_since": false}
             ], "next": "./Scripts/check chapter1"}

            """)
    }

    /// grade's states since issue 23 (GradeSummary.recordLine), each as overview.sh said it.
    func test_table_gradeStates_eachAsGradeLeftIt() {
        let states = ["realcrash", "catalogue", "refused", "control", "weird"]
        let sut = Overview(graded: states.map {
            Overview.Graded(chapter: "chapter0", record: GradeRecord(status: $0, realPassed: 2, realTotal: 3, caught: 1, total: 4, when: nil))
        }, checked: [], now: now)

        let rows = sut.table(.plain).split(separator: "\n").dropFirst(2).prefix(states.count).map(String.init)

        XCTAssertEqual(rows, [
            "  chapter0  2/3                -                     -                     crashed on the real app ✗",
            "  chapter0  -                  -                     -                     not graded: changes don't fit stage 0",
            "  chapter0  -                  -                     -                     refused: a test reads the switch ✗",
            "  chapter0  -                  -                     -                     refused: fails when run again ✗",
            "  chapter0  -                  -                     -                     not graded (weird) ✗",
        ])
        XCTAssertEqual(sut.rows.map(\.state), ["crashed on the real app", "not graded: changes don't fit stage 0",
                                               "refused: a test reads the switch", "refused: fails when run again", "not graded (weird)"])
        XCTAssertTrue(sut.table(.ansi).contains("\u{1B}[33mnot graded: changes don't fit stage 0\u{1B}[0m"))
    }

    func test_age_boundaries() {
        XCTAssertEqual(Overview.age(now - 59, now: now), "just now")
        XCTAssertEqual(Overview.age(now - 60, now: now), "1 min ago")
        XCTAssertEqual(Overview.age(now - 3600, now: now), "1 h ago")
        XCTAssertEqual(Overview.age(now - 172_800, now: now), "2 days ago")
        XCTAssertEqual(Overview.age(nil, now: now), "earlier")
    }

    func test_gradeRecord_line_readsFieldsAndEmptyWhen() {
        XCTAssertEqual(GradeRecord(line: "graded\t9\t9\t40\t44\t"), GradeRecord(status: "graded", realPassed: 9, realTotal: 9, caught: 40, total: 44))
        XCTAssertNil(GradeRecord(line: ""))
    }
}
