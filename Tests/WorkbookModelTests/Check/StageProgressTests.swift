import Foundation
import XCTest
@testable import WorkbookModel

final class StageProgressTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("stage-progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    func test_text_nothingYet_isWaitingToBuild() {
        XCTAssertEqual(StageProgress.text(scope: "chapter1-before-goals", results: folder), "waiting to build")
    }

    func test_text_buildLogWithoutCounter_isStartingItsBuild() throws {
        try write("chapter1-before-goals.build.log", "Building for debugging...\n")

        XCTAssertEqual(StageProgress.text(scope: "chapter1-before-goals", results: folder), "starting its build")
    }

    func test_text_buildLogWithCounters_isTheLastCounter() throws {
        try write("chapter1-before-goals.build.log", "[1/8] Compiling A a.swift\n[x/9] no\n[23/68] Compiling B b.swift\nwarning: [1/2] not a counter\n")

        XCTAssertEqual(StageProgress.text(scope: "chapter1-before-goals", results: folder), "building 23/68")
    }

    func test_text_testLog_isTesting() throws {
        try write("chapter1-before-goals.build.log", "[23/68] Compiling B b.swift\n")
        try write("chapter1-before-goals.test.log", "")

        XCTAssertEqual(StageProgress.text(scope: "chapter1-before-goals", results: folder), "testing")
    }

    /// A log may hold 32 MB: the counter is read from its end.
    func test_text_counterAfterALongLog_isFound() throws {
        try write("chapter1-before-goals.build.log", String(repeating: "noise\n", count: 100_000) + "[7/9] Linking x\n")

        XCTAssertEqual(StageProgress.text(scope: "chapter1-before-goals", results: folder), "building 7/9")
    }
}
