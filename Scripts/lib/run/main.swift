// The body of ./Scripts/run's program (Scripts/run copies it into a package of
// its own under .build-check/run/, beside RunStage.swift, which it writes for
// the stage and app): the app on HeadlessUIKit with the in-process backend,
// driven by commands, one a line, each screen printed as text.
import Foundation
import HeadlessUIKit
import HeadlessUIKitTesting
import MyBizBackend

/// Lets the main queue run until the app is still: no request in flight and the same screen for a few turns (at most `limit` seconds).
func settle(limit: TimeInterval = 3) {
    let deadline = Date().addingTimeInterval(limit)
    var last = ""
    var still = 0
    while Date() < deadline {
        RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        let now = rendering()
        if now == last && MyBizBackend.shared.requestsInFlight == 0 {
            still += 1
            if still >= 10 { return }
        } else {
            still = 0
            last = now
        }
    }
}

func rendering() -> String {
    guard let window = UIApplication.shared.keyWindow else { return "(no key window)" }
    return WindowRenderer().render(window)
}

func show(after what: String) {
    print("── \(what)")
    print(rendering().split(separator: "\n", omittingEmptySubsequences: false).map { "   " + $0 }.joined(separator: "\n"))
    print("")
}

/// A command's words: `type Wrong1 into Password`, `tap Sign In`, `tab Settings`, `show`; quotes keep spaces (`type "a b" into Email`).
func perform(_ line: String) throws {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty || trimmed.hasPrefix("#") {
        if trimmed.hasPrefix("#") { print(trimmed) }
        return
    }
    let (verb, rest) = trimmed.firstWord()
    let screen = try Screen.current()
    switch verb {
    case "show":
        break
    case "tap":
        try screen.tap(rest.unquoted())
    case "tab":
        try screen.selectTab(rest.unquoted())
    case "row":
        try screen.tapRow(rest.unquoted())
    case "type":
        guard let range = rest.range(of: " into ", options: .backwards) else {
            throw RunError("type TEXT into FIELD (the field's placeholder), e.g. type Wrong1 into Password")
        }
        try screen.type(String(rest[..<range.lowerBound]).unquoted(), into: String(rest[range.upperBound...]).unquoted())
    case "server":
        try server(rest)
    default:
        throw RunError("unknown command '\(verb)': show, tap TITLE, type TEXT into FIELD, tab TITLE, row TEXT, server fails ROUTE, server recovers")
    }
    settle()
    show(after: trimmed)
}

/// What the in-process server does from now on: `server fails ROUTE` answers ROUTE (`announcements`, `employees`…) with 503 Service Unavailable, until `server recovers`.
func server(_ words: String) throws {
    let (what, rest) = words.firstWord()
    let routes = Route.allCases.map(\.rawValue).joined(separator: ", ")
    switch what {
    case "fails":
        guard let route = Route(rawValue: rest.unquoted()) else {
            throw RunError("server fails ROUTE, where ROUTE is one of: \(routes)")
        }
        MyBizBackend.shared.inject(.status(503), on: route)
    case "recovers" where rest.isEmpty:
        MyBizBackend.shared.clearFaults()
    default:
        throw RunError("server fails ROUTE (one of: \(routes)), or server recovers")
    }
}

struct RunError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension String {
    func firstWord() -> (String, String) {
        guard let space = firstIndex(of: " ") else { return (self, "") }
        return (String(self[..<space]), String(self[index(after: space)...]).trimmingCharacters(in: .whitespaces))
    }

    func unquoted() -> String {
        let text = trimmingCharacters(in: .whitespaces)
        guard text.count >= 2, text.first == "\"", text.last == "\"" else { return text }
        return String(text.dropFirst().dropLast())
    }
}

setvbuf(stdout, nil, _IOLBF, 0)
MyBizBackend.install()
RunStage.launch()
settle()
show(after: "launch (\(RunStage.name))")
var failed = false
while let line = readLine() {
    do {
        try perform(line)
    } catch {
        print("✗ \(line.trimmingCharacters(in: .whitespaces)): \(error)")
        failed = true
    }
}
exit(failed ? 1 : 0)
