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

    /// The proof that matters: what bash reads back from each assignment is the value, byte for byte.
    ///
    /// One bash evaluates every assignment (each in turn, its value printed
    /// with a NUL after it, a byte no value can hold): a process per value
    /// cost half a second.
    func test_shellQuoted_evaluatedByBash_givesTheValueBack() throws {
        let values = ["plain", "", "it's", "''", "$(touch /tmp/never) `id` ${HOME}", "back\\slash\\", "two\nlines\n", "tab\there", "* ? [a]", "\"quoted\"", "ünïcødé → ✓"]
        let sut = values.map { "V=\($0.shellQuoted)" }

        let printed = try bash(#"for assignment; do eval "$assignment"; printf '%s\0' "$V"; done"#, sut)

        let readBack = printed.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init)
        XCTAssertEqual(readBack.count, values.count, "one value printed per assignment: \(printed.debugDescription)")
        for (assignment, (value, back)) in zip(sut, zip(values, readBack)) {
            XCTAssertEqual(back, value, assignment)
        }
    }

    private func bash(_ script: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script, "bash"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return String(decoding: data, as: UTF8.self)
    }
}
