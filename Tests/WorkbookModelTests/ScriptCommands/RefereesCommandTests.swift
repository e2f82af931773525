import XCTest
@testable import WorkbookModel

/// referees: the manifest written by a maintainer, and every kind of edit found after.
final class RefereesCommandTests: XCTestCase {
    var sut: ScriptRun!

    override func setUpWithError() throws {
        sut = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
    }

    override func tearDown() {
        sut.remove()
    }

    func test_run_noManifest_saysHowToMakeOne() {
        XCTAssertEqual(sut.run("referees", []), 1)

        XCTAssertEqual(sut.output, "Chapters/referees.sha256 is missing: ./Scripts/referees --write --maintainer makes it.\n")
    }

    func test_run_writtenByAMaintainer_thenEveryFileMatches() {
        XCTAssertEqual(sut.run("referees", ["--write", "--maintainer"]), 0)
        XCTAssertEqual(sut.output, "Wrote Chapters/referees.sha256: 10 files.\n")

        XCTAssertEqual(sut.run("referees", []), 0)

        XCTAssertEqual(sut.output, "Every file matches Chapters/referees.sha256 (10 files).\n")
    }

    func test_run_editsAfterPublishing_listsEachByKind() throws {
        XCTAssertEqual(sut.run("referees", ["--write", "--maintainer"]), 0)
        try sut.write("Chapters/chapter1/After/API.swift", "// mine\n")
        try sut.write("Chapters/chapter1/Tests/Mine.swift", "\n")
        try FileManager.default.removeItem(at: sut.root.appendingPathComponent("Chapters/chapter1/Before/B/Config.swift"))

        XCTAssertEqual(sut.run("referees", []), 1)

        XCTAssertEqual(sut.output, """
            These files differ from Chapters/referees.sha256:
              changed  Chapters/chapter1/After/API.swift
              missing  Chapters/chapter1/Before/B/Config.swift
              added    Chapters/chapter1/Tests/Mine.swift
            A learner restores them with ./Scripts/reset chapter1 (the files that judge it alone: --referees); a maintainer publishing them runs ./Scripts/referees --write --maintainer.

            """)
    }

    func test_run_writeWithoutMaintainer_refusesAndWritesNothing() {
        XCTAssertEqual(sut.run("referees", ["--write"]), 2)

        XCTAssertTrue(sut.errors.hasPrefix("referees: --write records your edits as published"), sut.errors)
        XCTAssertNil(sut.file("Chapters/referees.sha256"))
    }

    func test_run_noDigestTool_failsSayingSo() {
        sut.environment["PATH"] = sut.folder.path

        XCTAssertEqual(sut.run("referees", []), 2)

        XCTAssertEqual(sut.errors, "referees: neither sha256sum nor shasum is on PATH: the workbook's files cannot be compared with the published ones\n")
    }
}
