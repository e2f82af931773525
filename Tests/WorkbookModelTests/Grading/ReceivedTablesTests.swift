import Foundation
import XCTest
@testable import WorkbookModel

final class ReceivedTablesTests: XCTestCase {
    func test_place_aTableUnderTheTestsAndOneElsewhere_placesOnlyTheFirst() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("received-\(UUID().uuidString)").resolvingSymlinksInPath()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tests = folder.appendingPathComponent("learner/Tests"), staging = folder.appendingPathComponent("staging")
        let mine = staging.appendingPathComponent(String(tests.path.dropFirst()) + "/__Approvals__/MyTests/test_a.received.txt")
        let elsewhere = staging.appendingPathComponent(String(folder.path.dropFirst()) + "/elsewhere/__Approvals__/X/test_b.received.txt")
        for file in [mine, elsewhere] {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("(\"@\") => true\n".utf8).write(to: file)
        }
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)

        let placed = ReceivedTables.place(staging: staging, tests: tests, paths: RepositoryPaths(root: folder, registry: Registry(chapters: [])))

        XCTAssertEqual(placed, ["learner/Tests/__Approvals__/MyTests/test_a.received.txt"])
        XCTAssertEqual(try String(contentsOf: tests.appendingPathComponent("__Approvals__/MyTests/test_a.received.txt"), encoding: .utf8), "(\"@\") => true\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("elsewhere").path))
    }
}
