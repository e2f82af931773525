import Foundation
import XCTest
@testable import WorkbookModel

final class StringLossyContentsTests: XCTestCase {
    func test_init_aByteThatIsNotUTF8_isReplacedAndTheRestRead() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lossy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data([0x6F, 0x6B, 0xFF, 0x0A]).write(to: file)

        XCTAssertEqual(String(lossyContentsOf: file), "ok\u{FFFD}\n")
    }

    func test_init_noSuchFile_isEmpty() {
        XCTAssertEqual(String(lossyContentsOf: URL(fileURLWithPath: "/no/such/file-\(UUID().uuidString)")), "")
    }
}
