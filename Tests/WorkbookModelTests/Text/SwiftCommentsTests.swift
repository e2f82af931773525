import XCTest
@testable import WorkbookModel

final class SwiftCommentsTests: XCTestCase {
    func test_blanked_lineAndBlockComments_areBlankLinesKept() {
        let text = "let a = 1 // dlsym\n/* dlopen\n still */ let b = 2\n"

        let sut = SwiftComments.blanked(text)

        XCTAssertEqual(sut.split(separator: "\n", omittingEmptySubsequences: false).count, text.split(separator: "\n", omittingEmptySubsequences: false).count)
        XCTAssertFalse(sut.contains("dlsym"))
        XCTAssertFalse(sut.contains("dlopen"))
        XCTAssertTrue(sut.contains("let a = 1"))
        XCTAssertTrue(sut.hasSuffix("let b = 2\n"))
    }

    func test_blanked_nestedBlockComment_endsAtItsOwnEnd() {
        let sut = SwiftComments.blanked("/* a /* b */ c */ code")

        XCTAssertEqual(sut.trimmingCharacters(in: .whitespaces), "code")
    }

    func test_blanked_commentMarksInsideStrings_areTheStrings() {
        let text = ##"let url = "http://x/*y" + "\"//" ; let raw = #"a "// b"# // gone"##

        let sut = SwiftComments.blanked(text)

        XCTAssertTrue(sut.contains(#""http://x/*y""#))
        XCTAssertTrue(sut.contains(#""\"//""#))
        XCTAssertTrue(sut.contains(##"#"a "// b"#"##))
        XCTAssertFalse(sut.contains("gone"))
    }

    func test_blanked_multilineString_keepsItsLines() {
        let text = "let s = \"\"\"\n  // kept\n  \"\"\"\n// dropped\n"

        let sut = SwiftComments.blanked(text)

        XCTAssertTrue(sut.contains("// kept"))
        XCTAssertFalse(sut.contains("dropped"))
    }

    func test_blanked_stringThatNamesTheSwitch_stillNamesIt() {
        XCTAssertTrue(SwiftComments.blanked(#"getenv("WORKBOOK_MUTANT") // why"#).contains("WORKBOOK_MUTANT"))
    }
}
