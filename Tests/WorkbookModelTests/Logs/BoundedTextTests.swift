import Foundation
import WorkbookModel
import XCTest

final class BoundedTextTests: XCTestCase {
    private var file: URL!

    override func setUp() {
        super.setUp()
        file = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID().uuidString).log")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: file)
        super.tearDown()
    }

    func test_read_ofALogWithinTheLimit_isTheWholeLog() throws {
        try Data("first\nlast\n".utf8).write(to: file)

        let sut = BoundedText.read(file, limit: 100)

        XCTAssertEqual(sut, "first\nlast\n")
    }

    func test_read_ofALogPastTheLimit_keepsItsHeadAndTailAndSaysWhatIsLeftOut() throws {
        try Data(("head\n" + String(repeating: "x", count: 1000) + "\ntail\n").utf8).write(to: file)

        let sut = try XCTUnwrap(BoundedText.read(file, limit: 100))

        XCTAssertTrue(sut.hasPrefix("head\n"), sut)
        XCTAssertTrue(sut.hasSuffix("\ntail\n"), sut)
        XCTAssertTrue(sut.contains("… 911 bytes of this log left out (it is 1011 bytes"), sut)
        XCTAssertLessThan(sut.utf8.count, 300)
    }

    func test_read_ofALogWithInvalidUTF8_readsTheRestOfIt() throws {
        try Data([0x6F, 0x6B, 0xFF, 0xFE, 0x0A, 0x65, 0x6E, 0x64, 0x0A]).write(to: file)

        let sut = BoundedText.read(file)

        XCTAssertEqual(sut?.split(separator: "\n").last, "end")
    }

    func test_read_ofNoFile_isNil() {
        XCTAssertNil(BoundedText.read(URL(fileURLWithPath: "/nonexistent/test.log")))
    }
}
