import Foundation
import XCTest
@testable import WorkbookModel

final class ShellQuotingTests: XCTestCase {
    func test_shellQuoted_plainWords_areSingleQuoted() {
        XCTAssertEqual("AppDelegate coupling".shellQuoted, "'AppDelegate coupling'")
        XCTAssertEqual("".shellQuoted, "''")
    }

    func test_shellQuoted_singleQuote_closesEscapesAndReopens() {
        XCTAssertEqual("the screen's api".shellQuoted, #"'the screen'\''s api'"#)
        XCTAssertEqual("'".shellQuoted, #"''\'''"#)
    }

    func test_shellQuoted_expansionCharacters_stayAsTheyAre() {
        XCTAssertEqual("$HOME `id` \\ \"x\" *".shellQuoted, "'$HOME `id` \\ \"x\" *'")
        XCTAssertEqual("a\nb".shellQuoted, "'a\nb'")
    }

    /// The proof that matters: what bash reads back from the assignment is the value, byte for byte.
    func test_shellQuoted_evaluatedByBash_givesTheValueBack() throws {
        let values = ["plain", "", "it's", "''", "$(touch /tmp/never) `id` ${HOME}", "back\\slash\\", "two\nlines\n", "tab\there", "* ? [a]", "\"quoted\"", "ünïcødé → ✓"]
        for value in values {
            let sut = "V=\(value.shellQuoted)"

            let printed = try bash(#"eval "$1"; printf '%s' "$V""#, sut)

            XCTAssertEqual(printed, value, sut)
        }
    }

    private func bash(_ script: String, _ argument: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script, "bash", argument]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return String(decoding: data, as: UTF8.self)
    }
}
