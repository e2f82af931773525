import Foundation
import XCTest
@testable import WorkbookModel

final class StageBuildTests: XCTestCase {
    let sut = StageBuild(scope: "chapter1-before-characterization", folder: URL(fileURLWithPath: "/repo/.build-check/stages"),
                         log: URL(fileURLWithPath: "/tmp/build.log"), timeLimit: 600)

    func test_arguments_buildTheTestsInTheFolderWithLineTablesAndNoSystemIndex() {
        XCTAssertEqual(sut.arguments, ["build", "--build-tests", "--scratch-path", "/repo/.build-check/stages",
                                       "-Xswiftc", "-index-ignore-system-modules", "-Xswiftc", "-gline-tables-only"])
    }

    func test_environment_namesTheScopeAndTemporaryFolder() {
        let environment = sut.environment(from: ["PATH": "/usr/bin", "WORKBOOK_SCOPE": "chapter2-after-goals"],
                                          temporaryFolder: URL(fileURLWithPath: "/repo/.build-check/tmp"))

        XCTAssertEqual(environment, ["PATH": "/usr/bin", "WORKBOOK_SCOPE": "chapter1-before-characterization", "TMPDIR": "/repo/.build-check/tmp"])
    }

    func test_environment_leavesOutWhatIsNewAtEveryRun() {
        let inherited = Dictionary(uniqueKeysWithValues: StageBuild.variablesLeftOut.map { ($0, "x") })

        let environment = sut.environment(from: inherited, temporaryFolder: nil)

        XCTAssertEqual(environment, ["WORKBOOK_SCOPE": "chapter1-before-characterization"])
    }

    /// SwiftPM's cache of evaluated manifests does not see the folders Package.swift reads: a
    /// Before split into its modules must be a new key (step verify's chapter 9, step 5).
    func test_environment_withTheRepository_carriesItsLayoutDigests() throws {
        let root = try chapterFolder()
        let before = sut.environment(from: [:], temporaryFolder: nil, root: root)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Chapters/chapter1/Before/Login"), withIntermediateDirectories: true)

        let after = sut.environment(from: [:], temporaryFolder: nil, root: root)

        XCTAssertEqual(after["WORKBOOK_LAYOUT_DIGEST"], LayoutDigests(root: root).folders)
        XCTAssertNotNil(before["WORKBOOK_LAYOUT_DIGEST"])
        XCTAssertNotEqual(before["WORKBOOK_LAYOUT_DIGEST"], after["WORKBOOK_LAYOUT_DIGEST"])
    }

    func test_isWarm_folderWithABuildDatabase_isTrue() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stage-build-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var build = sut
        build.folder = folder
        XCTAssertFalse(build.isWarm)

        try Data().write(to: folder.appendingPathComponent("build.db"))

        XCTAssertTrue(build.isWarm)
    }

    func test_obstacle_cleanChapter_isNone() throws {
        let root = try chapterFolder()

        XCTAssertNil(StageBuild.obstacle(chapter: "chapter1", root: root))
    }

    func test_obstacle_namedPipeInTheBefore_saysToRemoveIt() throws {
        let root = try chapterFolder()
        XCTAssertEqual(mkfifo(root.appendingPathComponent("Chapters/chapter1/Before/Pipe.swift").path, 0o644), 0)

        XCTAssertEqual(StageBuild.obstacle(chapter: "chapter1", root: root),
                       "Chapters/chapter1/Before/Pipe.swift is a named pipe, not a file: nothing can build or compare it — remove it (rm 'Chapters/chapter1/Before/Pipe.swift')")
    }

    func test_obstacle_doubleQuoteInAName_saysToRenameIt() throws {
        let root = try chapterFolder()
        try Data().write(to: root.appendingPathComponent("Chapters/chapter1/Tests/Say\"Hi\".swift"))

        XCTAssertEqual(StageBuild.obstacle(chapter: "chapter1", root: root),
                       "Chapters/chapter1/Tests/Say\"Hi\".swift has a double quote or a line break in a name, which the Swift toolchain cannot build: rename it (letters, digits, -, _ and .), then check again")
    }

    /// A repository with chapter 1's folders, each holding a Swift file.
    private func chapterFolder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stage-build-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        for folder in ["Before", "After", "Tests"] {
            let url = root.appendingPathComponent("Chapters/chapter1/\(folder)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data("let x = 1\n".utf8).write(to: url.appendingPathComponent("File.swift"))
        }
        return root
    }

    /// While a fresh clone's tool builds, check's launcher builds the stages' platform beside it
    /// (Scripts/lib/launch.sh's wb__warm_up): with the stages' flags, or their builds would
    /// compile it again.
    func test_warmUpArguments_areTheLaunchersWarmUp() throws {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("warm-up-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("bin"), withIntermediateDirectories: true)
        let spy = folder.appendingPathComponent("bin/swift")
        try Data("#!/bin/sh\nprintf '%s\\n' \"$@\" >\"$SPY/arguments\"\necho \"$WORKBOOK_SCOPE\" >\"$SPY/scope\"\n".utf8).write(to: spy)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: spy.path)
        let run = ToolRun(executable: URL(fileURLWithPath: "/bin/bash"),
                          arguments: ["-c", ". Scripts/lib/launch.sh; wb__warm_up; wait \"$WB_WARM_UP\""],
                          directory: packageRoot,
                          environment: ["PATH": folder.appendingPathComponent("bin").path + ":/usr/bin:/bin", "SPY": folder.path,
                                        "WB_SCRATCH_BASE": folder.appendingPathComponent("scratch").path, "HOME": folder.path])

        _ = try run.capture()

        let expected = StageBuild.warmUpArguments(folder: folder.appendingPathComponent("scratch/stages"))
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("arguments"), encoding: .utf8), expected.map { $0 + "\n" }.joined())
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("scope"), encoding: .utf8), "platform\n")
    }
}
