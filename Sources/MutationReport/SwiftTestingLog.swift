import Foundation

/// Swift Testing's event stream (JSON Lines, version 0) read as the XCTest log lines grade reads.
///
/// grade reads test runs as XCTest prints them ("Test Case 'Suite.test'
/// started/passed/failed", "path:line: error: Suite.test : message"). A run
/// of Swift Testing tests writes its events with
/// `--event-stream-output-path`; this turns them into those lines, so that a
/// `@Test` function is counted, caught, named in `killedBy` and shown on a
/// failure exactly as an XCTest one. A test is named `Suite.function` (its
/// module left out, `()` too), a free function `Tests.function`. A test that
/// started and never ended (the process crashed or was stopped) keeps only
/// its "started" line, as XCTest's own log would.
public enum SwiftTestingLog {
    /// The XCTest lines of an event stream; lines that are not events of a test function are passed over.
    public static func xctestLines(fromEventStream text: String) -> [String] {
        var lines: [String] = []
        var failed: Set<String> = []
        for row in text.split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(row.utf8)) as? [String: Any],
                  object["kind"] as? String == "event", let payload = object["payload"] as? [String: Any],
                  let id = payload["testID"] as? String, let name = testName(fromID: id) else { continue }
            switch payload["kind"] as? String {
            case "testStarted":
                lines.append("Test Case '\(name)' started at 2000-01-01 00:00:00.000")
            case "issueRecorded":
                let issue = payload["issue"] as? [String: Any]
                guard issue?["isKnown"] as? Bool != true else { continue }
                failed.insert(name)
                let location = (issue?["sourceLocation"] ?? payload["_sourceLocation"]) as? [String: Any]
                let path = location?["_filePath"] as? String ?? location?["fileID"] as? String ?? "<unknown>"
                let line = location?["line"] as? Int ?? 0
                let message = messageLines(of: payload["messages"] as? [[String: Any]] ?? [])
                lines.append("\(path):\(line): error: \(name) : \(message.first ?? "Issue recorded")")
                lines += message.dropFirst()
            case "testEnded":
                lines.append("Test Case '\(name)' \(failed.contains(name) ? "failed" : "passed") (0.000 seconds)")
            default:
                continue
            }
        }
        return lines
    }

    /// `Suite.function` for a test function's id (`Module.Suite/function()/File.swift:8:6`), `nil` for a suite's.
    static func testName(fromID id: String) -> String? {
        var parts = id.split(separator: "/").map(String.init)
        if let last = parts.last, last.contains(".swift:") { parts.removeLast() }
        guard parts.count >= 2, let function = parts.last, function.hasSuffix(")") else {
            // A free function's id is Module.function()/File.swift:L:C.
            guard parts.count == 1, let only = parts.first, only.hasSuffix(")"), let dot = only.firstIndex(of: ".") else { return nil }
            return "Tests." + bare(String(only[only.index(after: dot)...]))
        }
        var suites = parts.dropLast()
        if let first = suites.first, let dot = first.firstIndex(of: ".") {
            suites[suites.startIndex] = String(first[first.index(after: dot)...])
        }
        return suites.joined(separator: ".") + "." + bare(function)
    }

    private static func bare(_ function: String) -> String {
        function.firstIndex(of: "(").map { String(function[..<$0]) } ?? function
    }

    /// The issue's message, a line a line: what failed (for a recorded issue, its comment), then the details (an
    /// expectation's difference, `inserted ["[Try Again]"]`), then, for an expectation that shows no values, how to see them.
    private static func messageLines(of messages: [[String: Any]]) -> [String] {
        let texts = messages.compactMap { message -> (String, String)? in
            guard let text = message["text"] as? String else { return nil }
            return (message["symbol"] as? String ?? "", text)
        }
        var lines: [String] = []
        for (symbol, text) in texts where symbol == "fail" && text != "Issue recorded" {
            lines += text.components(separatedBy: "\n")
        }
        for (symbol, text) in texts where symbol != "fail" {
            lines += text.components(separatedBy: "\n")
        }
        if let first = texts.first(where: { $0.0 == "fail" })?.1, showsNoValues(first) { lines.append(noValuesHint) }
        return lines.isEmpty ? ["Issue recorded"] : lines
    }

    /// What grade adds under an expectation that failed without the values it compared.
    static let noValuesHint = "(Swift Testing shows no values for an expectation with try or await in it or before it: read the value "
        + "first, `let content = try screen().visibleContent`, then `#expect(content == …)` shows it, and a diff.)"

    /// Whether an expectation's failure shows none of the values it compared: Swift Testing takes
    /// apart no expression with `try` or `await` in it, nor one in an `#expect` that a `try` or
    /// `await` stands before (swiftlang/swift-testing#162, #790, #1161), and then prints the
    /// source alone, `Expectation failed: try screen().visibleContent == [...]`, where it would
    /// print `(content → [...]) == [...]`. Read from the message: the event stream carries no
    /// expression. A comparison (or an effect) without one `→` is such a failure; `flag`, `f(3)`
    /// hold no value worth showing.
    static func showsNoValues(_ text: String) -> Bool {
        let prefix = "Expectation failed: "
        guard text.hasPrefix(prefix) else { return false }
        let expression = text.dropFirst(prefix.count).prefix { $0 != "\n" }
        guard !expression.contains("→") else { return false }
        let padded = " " + expression + " "
        return [" try ", " try? ", " try! ", " await ", "(try ", "(await ", " == ", " != ", " < ", " > ", " <= ", " >= ", " === ", " !== "]
            .contains { padded.contains($0) }
    }
}
