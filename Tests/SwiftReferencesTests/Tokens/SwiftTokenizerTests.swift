@testable import SwiftReferences
import XCTest

/// `SwiftTokenizer`: the code's tokens, never a comment's or a string's text, each with its line.
final class SwiftTokenizerTests: XCTestCase {
    func test_tokens_ofCodeWithComments_dropTheComments() {
        let text = """
        // AppDelegate in a line comment
        /* AppDelegate /* nested */ still a comment */ API
        /// AppDelegate in a doc comment
        """

        let sut = SwiftTokenizer.tokens(of: text)

        XCTAssertEqual(sut.map(\.text), ["API"])
    }

    func test_tokens_ofStringLiterals_dropTheirText() {
        let text = #"""
        let a = "AppDelegate \"quoted\" here"
        let b = #"AppDelegate with a " inside"#
        let c = """
            AppDelegate
            """
        let d = ##"AppDelegate "# still text"##
        """#

        let sut = SwiftTokenizer.tokens(of: text)

        XCTAssertFalse(sut.map(\.text).contains("AppDelegate"))
        XCTAssertEqual(sut.filter { $0.is("let") }.count, 4)
    }

    func test_tokens_ofAnInterpolation_keepItsCode() {
        let text = ##"""
        let a = "\(AppDelegate.configuration.server)api/users/login"
        let b = #"\#(Logger.self) and \(NotCode)"#
        """##

        let sut = SwiftTokenizer.tokens(of: text).map(\.text)

        XCTAssertEqual(Array(sut.prefix(8)), ["let", "a", "=", "AppDelegate", ".", "configuration", ".", "server"])
        XCTAssertTrue(sut.contains("Logger"))
        XCTAssertFalse(sut.contains("NotCode"))
    }

    func test_tokens_afterCommentsAndMultilineStrings_haveTheirLine() {
        let text = """
        /*
         two lines
         */
        let a = \"""
            text
            \"""
        API
        """

        let sut = SwiftTokenizer.tokens(of: text)

        XCTAssertEqual(sut.last, SwiftToken("API", kind: .word, line: 7))
    }

    func test_tokens_ofABacktickedKeyword_areAnEscapedWord() {
        let sut = SwiftTokenizer.tokens(of: "let `class` = $0")

        XCTAssertEqual(sut.map(\.kind), [.word, .escapedWord, .punctuation, .word])
        XCTAssertFalse(sut[1].is("class"))
        XCTAssertEqual(sut[3].text, "$0")
    }
}
