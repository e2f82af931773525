import Foundation
import XCTest
@testable import WorkbookModel

/// doctor on a copy of the fixture repository with no Swift on PATH (so no probe build): each
/// fact a line, a ✗ with its fix, the count at the end.
final class DoctorCommandTests: XCTestCase {
    var sut: ScriptRun!

    override func setUpWithError() throws {
        sut = try ScriptRun(repository: ExpectedOutputTests.fixtures.appendingPathComponent("repos/scripts"))
        sut.environment["PATH"] = "/usr/bin:/bin"
        sut.environment["WORKBOOK_BASH_VERSION"] = "3.2.57"
        try sut.write("Package.swift", "// swift-tools-version:6.0\n")
    }

    override func tearDown() {
        sut.remove()
    }

    func test_run_noSwiftNoClone_namesBothWithTheirFixes_exits1() throws {
        try XCTSkipIf(ToolRun.find("swift", path: "/usr/bin:/bin") != nil, "this machine has a swift in /usr/bin")

        let status = sut.run("doctor", [])

        XCTAssertEqual(status, 1)
        let lines = sut.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertTrue(lines[0].hasPrefix("✓ platform: "), sut.output)
        XCTAssertEqual(lines[1], "✓ bash 3.2.57")
        XCTAssertEqual(lines[2], "✗ Swift: swift is not on PATH")
        XCTAssertEqual(lines[3], "    fix: install Swift 6 from https://www.swift.org/install (on macOS: Xcode 16 or later), and put its usr/bin on PATH")
        XCTAssertTrue(lines[4].hasPrefix("✗ git ") && lines[4].hasSuffix(", but \(sut.root.path) is not a git clone"), lines[4])
        XCTAssertEqual(lines[6], "✓ workbook at \(sut.root.path): chapter1 chapter2")
        XCTAssertTrue(sut.output.contains("\n✓ check's build folders are sound\n"), sut.output)
        XCTAssertTrue(sut.output.hasSuffix("\n\n2 problem(s) to fix: see the ✗ lines above.\n"), sut.output)
        XCTAssertEqual(sut.errors, "")
    }

    func test_run_workbookScopeSet_andAnEditedReferee_areProblems() throws {
        XCTAssertEqual(sut.run("referees", ["--write", "--maintainer"]), 0)
        try sut.write("Chapters/chapter1/After/API.swift", "// weakened\n")
        sut.environment["WORKBOOK_SCOPE"] = "chapter1-before-goals"

        _ = sut.run("doctor", [])

        XCTAssertTrue(sut.output.contains("✗ WORKBOOK_SCOPE is set (chapter1-before-goals): swift test then runs only part of the workbook\n    fix: unset WORKBOOK_SCOPE\n"), sut.output)
        XCTAssertTrue(sut.output.contains("✗ 1 file(s) that judge the chapters differ from the published workbook, e.g. Chapters/chapter1/After/API.swift\n"), sut.output)
    }

    func test_run_homeThatDoesNotExist_isAProblem_andNothingIsMadeThere() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("no-home-\(UUID().uuidString)")
        sut.environment["HOME"] = home.path
        // (This machine's swift, if any: the probe build is what would make the missing HOME.)
        sut.environment["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"

        let status = sut.run("doctor", [])

        XCTAssertEqual(status, 1)
        XCTAssertTrue(sut.output.contains("✗ HOME (\(home.path)) does not exist: Swift's tools keep their caches there (SwiftPM's, clang's modules)\n    fix: export HOME to your home folder, or to a folder you can write in\n"), sut.output)
        XCTAssertFalse(sut.output.contains("XCTest:"), "no probe build, which would make the missing HOME: \(sut.output)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: home.path), "doctor made the missing HOME")
    }

    func test_home_writableFolder_isNoFinding() {
        XCTAssertNil(DoctorFinding.home(FileManager.default.temporaryDirectory.path))
    }

    func test_home_unset_isNoFinding() {
        XCTAssertNil(DoctorFinding.home(nil))
    }

    func test_home_aFile_isNotAFolder() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("home-file-\(UUID().uuidString)")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        XCTAssertEqual(DoctorFinding.home(file.path)?.line.contains("is not a folder"), true)
    }

    func test_run_anArgument_isRefusedInOneLine() {
        XCTAssertEqual(sut.run("doctor", ["chapter1"]), 2)
        XCTAssertEqual(sut.errors, "doctor: unexpected argument 'chapter1': it takes none (see --help)\n")
    }
}
