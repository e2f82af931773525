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
}
