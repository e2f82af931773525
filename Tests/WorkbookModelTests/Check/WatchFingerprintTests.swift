import Foundation
import XCTest
@testable import WorkbookModel

final class WatchFingerprintTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try write("Chapters/chapter1/Before/API.swift", "struct API {}\n")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private var sut: WatchFingerprint { WatchFingerprint(root: root, folders: ["Chapters/chapter1/Before"]) }

    func test_value_fileSavedUnchanged_isTheSame() throws {
        let before = sut
        try write("Chapters/chapter1/Before/API.swift", "struct API {}\n")

        XCTAssertEqual(sut, before)
    }

    func test_value_fileChanged_differs() throws {
        let before = sut
        try write("Chapters/chapter1/Before/API.swift", "struct API { var x = 1 }\n")

        XCTAssertNotEqual(sut, before)
    }

    func test_value_fileAdded_differs() throws {
        let before = sut
        try write("Chapters/chapter1/Before/Login.swift", "")

        XCTAssertNotEqual(sut, before)
    }

    func test_value_editorsSwapFile_isPassedOver() throws {
        let before = sut
        try write("Chapters/chapter1/Before/.API.swift.swp", "swap")

        XCTAssertEqual(sut, before)
    }

    func test_value_folderGone_differs() throws {
        let before = sut
        try FileManager.default.removeItem(at: root.appendingPathComponent("Chapters/chapter1/Before"))

        XCTAssertNotEqual(sut, before)
    }
}
