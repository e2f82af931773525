import XCTest
@testable import WorkbookModel

final class ResultChannelTests: XCTestCase {
    private let secret = "aaaa1111\nbbbb2222\ncccc3333\n"

    func test_init_signedLines_readsEachOutcomeAndTheEnd() {
        let sut = ResultChannel(text: "aaaa1111 passed A.test_a\nbbbb2222 failed A.test_b\ncccc3333 finished\n", secret: secret)

        XCTAssertEqual(sut.passed, ["A.test_a"])
        XCTAssertEqual(sut.failed, ["A.test_b"])
        XCTAssertTrue(sut.finished)
        XCTAssertNil(sut.unsignedLine)
    }

    func test_init_skippedTest_isNeitherPassedNorFailed() {
        let sut = ResultChannel(text: "aaaa1111 skipped A.test_a\n", secret: secret)

        XCTAssertEqual(sut.skipped, ["A.test_a"])
        XCTAssertEqual(sut.passed, [])
        XCTAssertFalse(sut.finished)
    }

    func test_init_lineWithAnotherToken_isUnsignedAndEndsTheReading() {
        let sut = ResultChannel(text: "aaaa1111 passed A.test_a\nffff9999 passed A.test_b\ncccc3333 finished\n", secret: secret)

        XCTAssertEqual(sut.unsignedLine, 2)
        XCTAssertEqual(sut.passed, ["A.test_a"])
        XCTAssertFalse(sut.finished, "nothing after an unsigned line counts")
    }

    func test_init_lineNotSignedWithItsOwnToken_isUnsigned() {
        let cases: [(text: String, line: Int, why: String)] = [
            ("aaaa1111 passed A.test_a\naaaa1111 passed A.test_b\n", 2, "a token used twice (a line copied from the channel)"),
            ("aaaa1111 passed A.a\nbbbb2222 passed A.b\ncccc3333 passed A.c\ncccc3333 finished\n", 4, "more lines than tokens"),
            ("aaaa1111x passed A.test_a\n", 1, "the token as the start of a word"),
            ("aaaa1111 vouched A.test_a\n", 1, "an event the observer never writes"),
            ("aaaa1111\n", 1, "a token alone"),
        ]
        for (text, line, why) in cases {
            let sut = ResultChannel(text: text, secret: secret)

            XCTAssertEqual(sut.unsignedLine, line, why)
        }
    }

    func test_init_lastLineWithoutItsLineBreak_isLeftOut() {
        let sut = ResultChannel(text: "aaaa1111 passed A.test_a\nbbbb2222 pass", secret: secret)

        XCTAssertEqual(sut.passed, ["A.test_a"])
        XCTAssertNil(sut.unsignedLine)
    }

    func test_init_noSecret_vouchesForNothing() {
        let sut = ResultChannel(text: " passed A.test_a\n", secret: "")

        XCTAssertEqual(sut.unsignedLine, 1)
        XCTAssertEqual(sut.passed, [])
    }

    func test_forgery_everyClaimedPassSeen_isNil() {
        let log = XCTestLog(text: "Test Case 'A.test_a' passed (0.001 seconds)\nTest Case 'A.test_b' failed (0.001 seconds)\n")
        let sut = ResultChannel(text: "aaaa1111 passed A.test_a\n", secret: secret)

        XCTAssertNil(sut.forgery(in: log))
    }

    func test_forgery_passTheObserverDidNotSee_namesIt() {
        let log = XCTestLog(text: "Test Case 'A.test_a' passed (0.001 seconds)\nTest Case 'A.test_b' passed (0.001 seconds)\n")
        let sut = ResultChannel(text: "aaaa1111 passed A.test_a\n", secret: secret)

        XCTAssertEqual(sut.forgery(in: log), "output that imitates XCTest's: results for A.test_b, which the test program did not report")
    }

    func test_forgery_passTheObserverSawFail_namesIt() {
        let log = XCTestLog(text: "Test Case 'A.test_a' passed (0.001 seconds)\n")
        let sut = ResultChannel(text: "aaaa1111 failed A.test_a\n", secret: secret)

        XCTAssertEqual(sut.forgery(in: log), "output that imitates XCTest's: results for A.test_a, which the test program did not report")
    }

    func test_forgery_unsignedLine_saysWhere() {
        let sut = ResultChannel(text: "ffff9999 passed A.test_a\n", secret: secret)

        XCTAssertEqual(sut.forgery(in: XCTestLog(text: "")), "a result on check's channel that the test observer did not write, at line 1")
    }
}
