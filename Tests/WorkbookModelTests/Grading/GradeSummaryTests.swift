import Foundation
import XCTest
@testable import WorkbookModel

/// `GradeSummary`: grade's `--json`, from the folder grade worked in.
final class GradeSummaryTests: XCTestCase {
    private var folder: TemporaryRepository!

    override func setUpWithError() throws {
        folder = try TemporaryRepository()
        try folder.write("real-app.details", "✓ A.test_one\n\tindented \"quoted\"\n")
        try folder.write("summary", """
            chapter\tchapter0
            stage\tchapter1/before
            tests\tChapters/chapter0/Tests
            status\tgraded
            real_passed\t1
            real_total\t1
            details\t\(folder.root.appendingPathComponent("real-app.details").path)

            """)
        try folder.write("catalogue", "login-get\tlogin request\tGET, not POST.\tThe server's log.\tAPI/API.swift\nno-tabs\tlogin success\tStays.\tLook.\tLogin/Login.swift\n")
        // A missed mutant has no catching test: its row has an empty field in the middle.
        try folder.write("outcomes", "login-get\tfailed\tA.test_one\tA.swift:3: failed\t120\nno-tabs\tmissed\t\t\t76\n")
    }

    override func tearDown() {
        folder.remove()
    }

    func test_json_ofAGrading_isGradesLayout() throws {
        let sut = try GradeSummary(folder: folder.root)

        XCTAssertEqual(sut.json, """
            {"chapter": "chapter0", "stage": "chapter1/before", "tests": "Chapters/chapter0/Tests", "status": "graded",
             "real_app": {"passed": 1, "total": 1, "details": ["✓ A.test_one", " indented \\"quoted\\""]},
             "mutants": [
              {"id": "login-get", "area": "login request", "notice": "GET, not POST.", "hint": "The server's log.", "file": "API/API.swift", "caught": true, "outcome": "failed", "by": "A.test_one", "details": "A.swift:3: failed"},
              {"id": "no-tabs", "area": "login success", "notice": "Stays.", "hint": "Look.", "file": "Login/Login.swift", "caught": false, "outcome": "missed", "by": "", "details": ""}
             ],
             "caught": 1, "total": 2, "done": false, "next": "Next: pin one of the missed changes: a test that passes on the real app and would fail with that change (./Scripts/hint chapter0 for more).", "exit_status": 0}

            """)
    }

    func test_init_stagePublished_isReadFromTheSummary_andNoByDefault() throws {
        let without = try GradeSummary(folder: folder.root)
        try folder.write("summary", (try String(contentsOf: folder.root.appendingPathComponent("summary"), encoding: .utf8)) + "stage_published\tyes\n")

        let sut = try GradeSummary(folder: folder.root)

        XCTAssertFalse(without.stagePublished)
        XCTAssertTrue(sut.stagePublished)
    }

    func test_init_withAMissedMutant_keepsItsEmptyFieldsInPlace() throws {
        // bash's `IFS=tab read` ran empty fields together: a missed mutant was "by" its milliseconds.
        let sut = try GradeSummary(folder: folder.root)

        XCTAssertEqual(sut.mutants.last?.caughtBy, "")
        XCTAssertEqual(sut.mutants.last?.details, "")
    }

    func test_init_withoutOutcomes_saysEachMutantWasSkipped() throws {
        try FileManager.default.removeItem(at: folder.root.appendingPathComponent("outcomes"))

        let sut = try GradeSummary(folder: folder.root)

        XCTAssertEqual(sut.mutants.map(\.outcome), ["skipped", "skipped"])
        XCTAssertEqual(sut.mutants.map(\.isCaught), [false, false])
    }

    func test_init_withoutASummary_throwsOneLine() {
        try? FileManager.default.removeItem(at: folder.root.appendingPathComponent("summary"))

        XCTAssertThrowsError(try GradeSummary(folder: folder.root)) { error in
            XCTAssertEqual((error as? GradeSummary.FolderError)?.description, "no summary in \(folder.root.path)")
        }
    }

    func test_json_withAnIdThatNeedsEscaping_escapesIt() throws {
        try folder.write("catalogue", "a\"b\tarea\tnotice\thint\tfile\n")
        try folder.write("outcomes", "a\"b\tmissed\t\t\t1\n")

        let sut = try GradeSummary(folder: folder.root)

        XCTAssertTrue(sut.json.contains(#"{"id": "a\"b", "area""#), sut.json)
    }

    func test_counts_ofGradesJSON_areCaughtTotalAndTheMissed() throws {
        let json = try GradeSummary(folder: folder.root).json

        let sut = GradeSummary.Counts(json: Data(json.utf8))

        XCTAssertEqual(sut?.text, "1 2\nno-tabs — Stays.\n")
    }

    func test_counts_restrictedToSomeIDs_countThoseAlone() throws {
        let counts = GradeSummary.Counts(json: Data(try GradeSummary(folder: folder.root).json.utf8))

        let sut = counts?.restricted(to: ["no-tabs"])

        XCTAssertEqual(sut?.text, "0 1\nno-tabs — Stays.\n")
    }

    func test_counts_restrictedToAnIDNotGraded_areNil() throws {
        let counts = GradeSummary.Counts(json: Data(try GradeSummary(folder: folder.root).json.utf8))

        XCTAssertNil(counts?.restricted(to: ["no-tabs", "never-graded"]))
    }

    private static func counts(_ mutants: [(id: String, caught: Bool, by: String)]) throws -> GradeSummary.Counts {
        let list = mutants.map { #"{"id": "\#($0.id)", "caught": \#($0.caught), "by": "\#($0.by)", "notice": "n"}"# }.joined(separator: ", ")
        let caught = mutants.filter(\.caught).count
        return try XCTUnwrap(GradeSummary.Counts(json: Data(#"{"caught": \#(caught), "total": \#(mutants.count), "mutants": [\#(list)]}"#.utf8)))
    }

    func test_counts_catchers_areTheTestOfEachCaughtMutantThatNamedOne() throws {
        let sut = try Self.counts([("a", true, "LoginTests.test_a"), ("b", true, ""), ("c", false, "")])

        XCTAssertEqual(sut.catchers, ["a": "LoginTests.test_a"])
    }

    func test_caughtByEach_everyMutantCaughtByATestOfTheClasses_isTrue() throws {
        let sut = try Self.counts([("a", true, "LoginTests.test_a"), ("b", true, "RelogTests.test_b")])

        XCTAssertTrue(sut.caughtByEach(of: ["LoginTests", "RelogTests", "OtherTests"]))
    }

    func test_caughtByEach_oneCaughtByAnotherClass_isFalse() throws {
        let sut = try Self.counts([("a", true, "LoginTests.test_a"), ("b", true, "PurchaseApprovalTests.test_b")])

        XCTAssertFalse(sut.caughtByEach(of: ["LoginTests", "RelogTests"]))
    }

    func test_caughtByEach_oneCaughtByNoTestNamedOrMissed_isFalse() throws {
        XCTAssertFalse(try Self.counts([("a", true, "LoginTests.test_a"), ("b", true, "")]).caughtByEach(of: ["LoginTests"]))
        XCTAssertFalse(try Self.counts([("a", true, "LoginTests.test_a"), ("b", false, "")]).caughtByEach(of: ["LoginTests"]))
        XCTAssertFalse(try Self.counts([]).caughtByEach(of: ["LoginTests"]))
    }

    func test_counts_ofOtherJSON_areNil() {
        XCTAssertNil(GradeSummary.Counts(json: Data(#"{"error": "x", "exit_status": 2}"#.utf8)))
        XCTAssertNil(GradeSummary.Counts(json: Data("not json".utf8)))
    }
}
