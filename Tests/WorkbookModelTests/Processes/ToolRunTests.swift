@testable import WorkbookModel
import XCTest

final class ToolRunTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tool-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// What `sh` prints of its `TMPDIR` when run as `sut` runs it.
    private func temporaryFolderSeen(by sut: ToolRun) throws -> String {
        let output = folder.appendingPathComponent("out")
        let status = try sut.run(output: output, errors: folder.appendingPathComponent("err"))
        XCTAssertEqual(status, 0)
        return try String(contentsOf: output, encoding: .utf8)
    }

    func test_run_withATemporaryFolder_givesTheProgramThatFolderAsItsTMPDIR() throws {
        let mine = folder.appendingPathComponent("tmp")
        let sut = ToolRun(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "printf %s \"$TMPDIR\""],
                          directory: folder, temporaryFolder: mine)

        let seen = try temporaryFolderSeen(by: sut)

        XCTAssertEqual(seen, mine.path)
    }

    func test_run_withoutATemporaryFolder_leavesTheCallersTMPDIR() throws {
        let sut = ToolRun(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "printf %s \"$TMPDIR\""], directory: folder)

        let seen = try temporaryFolderSeen(by: sut)

        XCTAssertEqual(seen, ProcessInfo.processInfo.environment["TMPDIR"] ?? "")
    }

    func test_run_withATemporaryFolder_keepsTheRestOfTheEnvironment() throws {
        let sut = ToolRun(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "printf %s \"$PATH\""],
                          directory: folder, temporaryFolder: folder.appendingPathComponent("tmp"))

        let seen = try temporaryFolderSeen(by: sut)

        XCTAssertEqual(seen, ProcessInfo.processInfo.environment["PATH"] ?? "")
    }
}
