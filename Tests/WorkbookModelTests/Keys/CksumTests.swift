import XCTest
@testable import WorkbookModel

/// The values `cksum` prints for the same bytes (GNU coreutils and BSD agree: POSIX's CRC).
final class CksumTests: XCTestCase {
    func test_line_shortText_isCksumsLine() {
        XCTAssertEqual(Cksum.line(Array("hello\n".utf8)), "3015617425 6")
    }

    func test_line_nothing_isCksumsLine() {
        XCTAssertEqual(Cksum.line([UInt8]()), "4294967295 0")
    }

    func test_line_lengthOfTwoBytes_sumsBothBytesOfTheLength() {
        XCTAssertEqual(Cksum.line([UInt8](repeating: 0, count: 1000)), "2610763910 1000")
    }

    func test_add_inPieces_isTheSameAsAtOnce() {
        var sut = Cksum()

        sut.add(Array("hel".utf8))
        sut.add(Array("lo\n".utf8))

        XCTAssertEqual("\(sut.value) \(sut.count)", "3015617425 6")
    }
}
