import XCTest
@testable import WorkbookModel

/// new-chapter on the fixture repository: chapter 3 from chapter 2's After (two modules).
final class NewChapterCommandTests: XCTestCase {
    var sut: ScriptRun!

    override func setUpWithError() throws {
        sut = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
        try sut.write("Chapters/chapter2/Tests/StageUnderTest.swift", "// Chapter 2's adapter\nimport Chapter2Before\n")
        // generate, as a spy: what it was asked.
        try sut.write("Scripts/generate", "#!/bin/sh\necho \"$@\" >>\"$(dirname \"$0\")/generate.asked\"\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sut.root.appendingPathComponent("Scripts/generate").path)
    }

    override func tearDown() {
        sut.remove()
    }

    func test_run_startsTheNextChapterFromTheLastAfter() throws {
        XCTAssertEqual(sut.run("new-chapter", ["--title", "Toy"]), 0)

        XCTAssertEqual(sut.file("Chapters/chapter3/Before/Login/Login.swift"), "let login = 1\n")
        XCTAssertEqual(sut.file("Chapters/chapter3/After/MyBiz/App.swift"), "let app = 1\n")
        XCTAssertEqual(sut.file("Chapters/chapter3/Tests/StageUnderTest.swift"), "// Chapter 3's adapter\nimport Chapter3Before\n")
        XCTAssertEqual(sut.file("Chapters/chapter3/Tests/Goals/.gitkeep"), "")
        XCTAssertTrue(sut.file("Chapters/chapter3/README.md")?.hasPrefix("# Chapter 3 · Toy\n") ?? false)
        XCTAssertEqual(Hints(markdown: sut.file("Chapters/chapter3/HINTS.md") ?? "").count, 3)
        XCTAssertTrue(sut.file("Chapters/chapters.registry")?.hasSuffix("""
            chapter2.suites     Login

            chapter3.title      Toy
            chapter3.coupling   TODO
            chapter3.technique  TODO
            chapter3.before     MyBiz:Login Login
            chapter3.after      MyBiz:Login Login
            chapter3.suites     Login

            """) ?? false, sut.file("Chapters/chapters.registry") ?? "")
        XCTAssertEqual(sut.file("Scripts/generate.asked"), "--links\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: sut.root.appendingPathComponent("Chapters").path).filter { $0.hasPrefix(".") }, [],
                       "no work folder left")
        XCTAssertTrue(sut.output.hasPrefix("Started Chapters/chapter3 from chapter2's After (MyBiz Login), and added"), sut.output)
    }

    func test_run_theNextChapterExists_touchesNothing() throws {
        try sut.write("Chapters/chapter3/README.md", "# my notes\n")
        let registry = sut.file("Chapters/chapters.registry")

        XCTAssertEqual(sut.run("new-chapter", []), 2)

        XCTAssertEqual(sut.errors, "new-chapter: Chapters/chapter3 already exists: finish it, or remove it to start again\n")
        XCTAssertEqual(sut.file("Chapters/chapter3/README.md"), "# my notes\n")
        XCTAssertEqual(sut.file("Chapters/chapters.registry"), registry)
    }

    func test_run_noAdapterToCopy_oneLine() throws {
        try FileManager.default.removeItem(at: sut.root.appendingPathComponent("Chapters/chapter2/Tests/StageUnderTest.swift"))

        XCTAssertEqual(sut.run("new-chapter", []), 2)

        XCTAssertEqual(sut.errors, "new-chapter: Chapters/chapter2/Tests/StageUnderTest.swift is missing: nothing to copy the adapter from\n")
        XCTAssertNil(sut.file("Chapters/chapter3/README.md"))
    }

    func test_renumbered_namesAndCommentsOnly() {
        XCTAssertEqual("import Chapter9Before // Chapter 9's; Chapter9After; Chapter19Before".renumbered(from: 9, to: 10),
                       "import Chapter10Before // Chapter 10's; Chapter10After; Chapter19Before")
    }
}
