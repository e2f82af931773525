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

    /// The issue's message, a line a line: what failed (for a recorded issue, its comment), then the details.
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
        return lines.isEmpty ? ["Issue recorded"] : lines
    }
}
