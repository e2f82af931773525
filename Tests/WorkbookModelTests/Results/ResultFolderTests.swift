import XCTest
@testable import WorkbookModel

final class ResultFolderTests: XCTestCase {
    private let sut = ResultFolder(url: ExpectedOutputTests.fixtures.appendingPathComponent("results/not-done"))

    func test_result_keptFiles_readIntoOneValue() {
        let result = sut.result(chapter: "chapter1", stage: "Before", suite: "Goals")

        XCTAssertEqual(result.status, .fail)
        XCTAssertEqual([result.passed, result.total], [1, 4])
        XCTAssertEqual(result.details.count, 1)
        XCTAssertEqual(result.failures.first?.message, "XCTAssertNotNil failed\nand a second line with \"quotes\"")
        XCTAssertEqual(result.scope, "chapter1-before-goals")
    }

    func test_result_noResultFile_isUnknown() {
        XCTAssertEqual(sut.result(chapter: "chapter7", stage: "After", suite: "Goals").status, .unknown)
    }

    func test_result_noResultInACheckOfItsOwn_isACrashSaidSo() {
        let sut = ResultFolder(url: self.sut.url, unfinishedIsCrash: true)

        let result = sut.result(chapter: "chapter7", stage: "After", suite: "Goals")

        XCTAssertEqual(result.status, .crash)
        XCTAssertEqual(result.details, [ResultFolder.unfinished])
    }

    func test_result_thisRunsEvents_shownAfterItsDetails_butNotInItsFile_soAKeptCopyHasNone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("events-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = StageResult(chapter: "chapter1", stage: "Before", suite: "Goals", status: .pass, passed: 2, total: 2,
                                  details: ["note: about the result"])
        try written.write(to: folder.appendingPathComponent(ResultFolder.file(scope: written.scope)))
        try "note: the build folder was emptied\n".write(to: folder.appendingPathComponent(ResultFolder.events(scope: written.scope)),
                                                         atomically: true, encoding: .utf8)
        let kept = folder.appendingPathComponent("kept.json")
        try FileManager.default.copyItem(at: folder.appendingPathComponent(ResultFolder.file(scope: written.scope)), to: kept)

        let shown = ResultFolder(url: folder).result(chapter: "chapter1", stage: "Before", suite: "Goals")
        let replayed = StageResult.read(from: kept)

        XCTAssertEqual(shown.details, ["note: about the result", "note: the build folder was emptied"])
        XCTAssertEqual(replayed?.details, ["note: about the result"])
    }

    func test_stageResult_writtenAndRead_roundTripsWithoutWhatIsFoundOnReading() throws {
        let value = StageResult(chapter: "chapter1", stage: "Before", suite: "Goals", status: .hung, passed: 1, total: 2,
                                details: ["✗ a \"quoted\"\tline"], crash: CrashNote(kind: "hung", test: "T.t"), log: ".workbook/logs/x.log",
                                checkedAt: 17, editedSince: true)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("result-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }

        try value.write(to: file)
        let read = StageResult.read(from: file)

        var expected = value
        expected.log = nil
        expected.editedSince = false
        XCTAssertEqual(read, expected)
    }

    func test_read_anotherSchemaOrTheOldLineFiles_isNil() throws {
        let repository = try TemporaryRepository()
        defer { repository.remove() }
        try repository.write("other.json", #"{"schema": 2, "chapter": "chapter1", "stage": "Before", "suite": "Goals", "status": "pass", "passed": 1, "total": 1, "details": [], "failures": []}"#)
        try repository.write("cut.json", #"{"schema": 1, "chapter": "chap"#)
        try repository.write("old.json", "pass\t2\t2\n")

        for name in ["other.json", "cut.json", "old.json", "missing.json"] {
            XCTAssertNil(StageResult.read(from: repository.root.appendingPathComponent(name)), name)
        }
    }

    func test_keptResult_keptBeforeTheOneFile_isUnknownNotACrash() throws {
        // A learner who pulls keeps .build-check as the scripts left it: SCOPE.result and friends.
        let repository = try TemporaryRepository()
        defer { repository.remove() }
        try repository.write(".build-check/chapter1-before-goals/last-run/key", "123-45\n")
        try repository.write(".build-check/chapter1-before-goals/last-run/chapter1-before-goals.result", "crash\t0\t3\n")
        let sut = KeptResults(scratch: repository.root.appendingPathComponent(".build-check"))

        XCTAssertNil(sut.key(scope: "chapter1-before-goals"))
        XCTAssertEqual(sut.result(chapter: "chapter1", stage: "Before", suite: "Goals").status, .unknown)
    }

    func test_cell_everyStatus() {
        func cell(_ status: StageStatus, _ stage: String = "Before", _ suite: String = "Characterization") -> String {
            StageResult(chapter: "chapter1", stage: stage, suite: suite, status: status, passed: 3, total: 4).cell
        }
        XCTAssertEqual(StageStatus.allCases.map { cell($0) },
                       ["3/4", "3/4", "no tests ran", "crashed (3/4)", "doesn't compile", "hung (3/4)", "-"])
        XCTAssertEqual(cell(.build, "Before", "Goals"), "doesn't compile yet")
        XCTAssertEqual(cell(.build, "After", "Goals"), "doesn't compile")
    }

    func test_outcome_beforeGoalsFailing_isYellowWithoutCross() {
        let result = StageResult(chapter: "chapter1", stage: "Before", suite: "Goals", status: .fail, passed: 1, total: 4)

        XCTAssertEqual(result.outcome(.ansi), "\u{1B}[33m1/4 passed\u{1B}[0m")
    }
}
