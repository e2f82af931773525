import MutationReport
import XCTest

/// The summary's tree of files: folders before files, each folder's counts the sum of its files', a folder of one entry one row.
final class FileTreeTests: XCTestCase {
    private let one = StatusCounts(caught: 1)
    private let two = StatusCounts(missed: 2)

    func test_rows_folderOfSeveralFiles_comesFirstWithTheirCountsSummed_thenItsFilesOneDeeper() {
        let sut = FileTree(["Top.swift": one, "Tabs/B.swift": two, "Tabs/A.swift": one])

        let rows = sut.rows

        XCTAssertEqual(rows, [
            .init(name: "Tabs", path: "Tabs", depth: 0, isFile: false, counts: StatusCounts(caught: 1, missed: 2)),
            .init(name: "A.swift", path: "Tabs/A.swift", depth: 1, isFile: true, counts: one),
            .init(name: "B.swift", path: "Tabs/B.swift", depth: 1, isFile: true, counts: two),
            .init(name: "Top.swift", path: "Top.swift", depth: 0, isFile: true, counts: one),
        ])
        XCTAssertEqual(sut.files, ["Tabs/A.swift", "Tabs/B.swift", "Top.swift"])
    }

    func test_rows_folderOfOneFile_isOneRowNamedByBoth() {
        let sut = FileTree(["API/API.swift": one])

        let rows = sut.rows

        XCTAssertEqual(rows, [.init(name: "API/API.swift", path: "API/API.swift", depth: 0, isFile: true, counts: one)])
    }

    func test_rows_folderOfOneFolder_isOneRowNamedByBoth_aboveThatFoldersFiles() {
        let sut = FileTree(["A/B/x.swift": one, "A/B/y.swift": two])

        let rows = sut.rows

        XCTAssertEqual(rows.map(\.name), ["A/B", "x.swift", "y.swift"])
        XCTAssertEqual(rows.map(\.depth), [0, 1, 1])
        XCTAssertEqual(rows.first?.counts, one + two)
    }
}
