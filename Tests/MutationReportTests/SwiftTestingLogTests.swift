@testable import MutationReport
import XCTest

/// Swift Testing's event stream read as XCTest's log lines, so that grade counts and names `@Test` functions as XCTest tests.
final class SwiftTestingLogTests: XCTestCase {
    private func event(_ kind: String, _ id: String, extra: String = "") -> String {
        #"{"kind":"event","payload":{"kind":"\#(kind)","testID":"\#(id)"\#(extra),"messages":[]},"version":0}"#
    }

    private let test = #"Chapter0SwiftTestingTests.MySuite\/signIn()\/MySuite.swift:8:6"#
    private let other = #"Chapter0SwiftTestingTests.MySuite\/rules()\/MySuite.swift:20:6"#

    private func issue(at line: Int, _ messages: String) -> String {
        #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"\#(test)","issue":{"isKnown":false,"sourceLocation":{"_filePath":"\/repo\/Chapters\/chapter0\/SwiftTests\/MySuite.swift","line":\#(line),"column":9}},"messages":\#(messages)},"version":0}"#
    }

    func test_xctestLines_ofAPassingAndAFailingTest_areXCTestsStartedPassedFailedAndErrorLines() {
        let stream = [
            event("testStarted", "Chapter0SwiftTestingTests.MySuite"),
            event("testStarted", test),
            issue(at: 12, #"[{"symbol":"fail","text":"Expectation failed: (count → 1) == 2"}]"#),
            event("testEnded", test),
            event("testStarted", other),
            event("testEnded", other),
            event("testEnded", "Chapter0SwiftTestingTests.MySuite"),
        ].joined(separator: "\n")

        let lines = SwiftTestingLog.xctestLines(fromEventStream: stream)

        XCTAssertEqual(lines, [
            "Test Case 'MySuite.signIn' started at 2000-01-01 00:00:00.000",
            "/repo/Chapters/chapter0/SwiftTests/MySuite.swift:12: error: MySuite.signIn : Expectation failed: (count → 1) == 2",
            "Test Case 'MySuite.signIn' failed (0.000 seconds)",
            "Test Case 'MySuite.rules' started at 2000-01-01 00:00:00.000",
            "Test Case 'MySuite.rules' passed (0.000 seconds)",
        ])
    }

    func test_xctestLines_ofARecordedIssue_putTheCommentFirstAndItsOtherLinesAfter() {
        let stream = issue(at: 30, #"[{"symbol":"fail","text":"Issue recorded"},{"symbol":"details","text":"Timed out after 1.0s\nOn screen:\nwindow (key)"}]"#)

        let lines = SwiftTestingLog.xctestLines(fromEventStream: stream)

        XCTAssertEqual(lines, ["/repo/Chapters/chapter0/SwiftTests/MySuite.swift:30: error: MySuite.signIn : Timed out after 1.0s",
                               "On screen:", "window (key)"])
    }

    func test_xctestLines_ofAnExpectationThatShowsItsValues_showTheValuesAndTheDifference() {
        // As Swift Testing 6.3.1 records `let content = try screen().visibleContent; #expect(content == [...])`.
        let stream = issue(at: 9, #"[{"symbol":"fail","text":"Expectation failed: (content \u2192 [\"Login Failed\", \"[OK]\"]) == [\"Login Failed\"]"},{"symbol":"difference","text":"inserted [\"[OK]\"]"}]"#)

        let lines = SwiftTestingLog.xctestLines(fromEventStream: stream)

        XCTAssertEqual(lines, [#"/repo/Chapters/chapter0/SwiftTests/MySuite.swift:9: error: MySuite.signIn : Expectation failed: (content → ["Login Failed", "[OK]"]) == ["Login Failed"]"#,
                               #"inserted ["[OK]"]"#])
    }

    func test_xctestLines_ofAnExpectationWithTryInIt_sayHowToSeeTheValues() {
        // As Swift Testing 6.3.1 records `#expect(try screen().visibleContent == [...])`: the source alone, no value.
        let stream = issue(at: 5, #"[{"symbol":"fail","text":"Expectation failed: try screen().visibleContent == [\"Login Failed\"]"}]"#)

        let lines = SwiftTestingLog.xctestLines(fromEventStream: stream)

        XCTAssertEqual(lines, [#"/repo/Chapters/chapter0/SwiftTests/MySuite.swift:5: error: MySuite.signIn : Expectation failed: try screen().visibleContent == ["Login Failed"]"#,
                               SwiftTestingLog.noValuesHint])
    }

    func test_showsNoValues_effectsOrAComparisonWithoutAnArrow_butNotAValueOrACallAlone() {
        let shown = ["Expectation failed: try screen().visibleContent == [\"x\"]", "Expectation failed: await g() == 1",
                     "Expectation failed: screen().visibleContent == [\"x\"]", "Expectation failed: (try f() == 2) as Bool",
                     "Expectation failed: (content → [\"a\"]) == [\"b\"]", "Expectation failed: flag", "Expectation failed: f(3)",
                     "Expectation failed: (items → [\"a\"]).isEmpty → false", "Timed out after 1.0s"]

        let sut = shown.map(SwiftTestingLog.showsNoValues)

        XCTAssertEqual(sut, [true, true, true, true, false, false, false, false, false])
    }

    func test_xctestLines_ofATestThatNeverEnded_keepOnlyItsStartedLine() {
        let lines = SwiftTestingLog.xctestLines(fromEventStream: event("testStarted", test) + "\n{\"kind\":\"event\",\"payload\":{\"kind\":\"testSta")

        XCTAssertEqual(lines, ["Test Case 'MySuite.signIn' started at 2000-01-01 00:00:00.000"])
    }

    func test_xctestLines_ofAKnownIssue_isNoFailure() {
        let known = issue(at: 12, "[]").replacingOccurrences(of: #""isKnown":false"#, with: #""isKnown":true"#)

        let lines = SwiftTestingLog.xctestLines(fromEventStream: [event("testStarted", test), known, event("testEnded", test)].joined(separator: "\n"))

        XCTAssertEqual(lines.last, "Test Case 'MySuite.signIn' passed (0.000 seconds)")
        XCTAssertEqual(lines.count, 2)
    }

    func test_xctestLines_ofAFreeFunctionAndANestedSuite_nameThemAsXCTestWould() {
        let stream = [event("testStarted", #"Module.freeTest()\/File.swift:3:2"#),
                      event("testStarted", #"Module.Outer\/Inner\/deep()\/File.swift:9:6"#)].joined(separator: "\n")

        let lines = SwiftTestingLog.xctestLines(fromEventStream: stream)

        XCTAssertEqual(lines, ["Test Case 'Tests.freeTest' started at 2000-01-01 00:00:00.000",
                               "Test Case 'Outer.Inner.deep' started at 2000-01-01 00:00:00.000"])
    }
}
