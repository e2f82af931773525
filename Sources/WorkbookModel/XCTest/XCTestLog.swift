/// What a test run's output says, read line by line: the tests that finished, those that
/// started, the failures whole, the skipped ones, and whether XCTest's summary came.
/// XCTest's Linux form (`Test Case 'LoginTests.test_signIn' passed (0.012 seconds)`) and its
/// macOS form (`Test Case '-[Chapter1AfterGoalsTests.LoginTests test_signIn]' passed (0.012
/// seconds).`) read alike; names come out as `Class.test`. (Swift Testing's own lines are not
/// read: grade prints its events as XCTest's lines, Scripts/lib/run-tests, and check's test
/// targets are XCTest's.)
public struct XCTestLog: Equatable, Sendable {
    /// Each test that finished (passed or failed), in the order they did.
    public var cases: [TestCase] = []
    /// Each test that started, in order.
    public var started: [String] = []
    /// How many finished as skipped (XCTSkip: XCTest counts them as executed).
    public var skipped = 0
    /// Every failure, whole, in the order printed.
    public var failures: [LoggedFailure] = []
    /// The test counts of XCTest's summaries ("Executed N tests, with …").
    public var summaries: [Int] = []

    public init(text: String) {
        var inFailure = false
        for line in ResultFolder.lines(text) {
            if line.hasPrefix("Test Case '") {
                inFailure = false
                read(testCase: line.dropFirst("Test Case '".count))
            } else if let failure = Self.failure(line) {
                failures.append(failure)
                inFailure = true
            } else if inFailure {
                failures[failures.count - 1].message.append(line)
            } else if let count = Self.summaryCount(line) {
                summaries.append(count)
            }
        }
    }

    private mutating func read(testCase rest: Substring) {
        guard let quote = rest.range(of: "' ") else { return }
        let printed = rest[..<quote.lowerBound]
        guard XCTestName.isName(printed) else { return }
        let name = XCTestName.classDotTest(printed)
        let after = rest[quote.upperBound...]
        if after.hasPrefix("started") {
            started.append(name)
        } else if after.hasPrefix("skipped") {
            skipped += 1
        } else {
            for outcome in ["passed", "failed"] where after.hasPrefix("\(outcome) (") {
                let seconds = after.dropFirst(outcome.count + 2).prefix { $0.isNumber || $0 == "." }
                guard after.dropFirst(outcome.count + 2 + seconds.count).hasPrefix(" seconds)"), !seconds.isEmpty else { return }
                cases.append(TestCase(name: name, outcome: outcome, seconds: String(seconds)))
            }
        }
    }

    /// `path:line: error: NAME : message` (the path without a colon), or nil.
    static func failure(_ line: String) -> LoggedFailure? {
        guard let error = line.range(of: ": error: ") else { return nil }
        let head = line[..<error.lowerBound]
        guard let colon = head.lastIndex(of: ":") else { return nil }
        let path = head[..<colon], number = head[head.index(after: colon)...]
        guard !path.isEmpty, !path.contains(":"), !number.isEmpty, number.allSatisfy(\.isASCIIDigitLike),
              let lineNumber = Int(number) else { return nil }
        let rest = line[error.upperBound...]
        guard let separator = rest.range(of: " : ") else { return nil }
        let printed = rest[..<separator.lowerBound]
        guard XCTestName.isName(printed) else { return nil }
        var message = String(rest[separator.upperBound...])
        while message.last?.isWhitespace == true { message.removeLast() }
        if message.hasSuffix(" -") { message.removeLast(2) }
        while message.last?.isWhitespace == true { message.removeLast() }
        return LoggedFailure(test: XCTestName.classDotTest(printed), path: String(path), line: lineNumber, message: [message])
    }

    /// N of a summary line, "Executed N test(s), with …".
    static func summaryCount(_ line: String) -> Int? {
        guard let executed = line.range(of: "Executed ") else { return nil }
        let rest = line[executed.upperBound...]
        let digits = rest.prefix(while: \.isASCIIDigitLike)
        let after = rest.dropFirst(digits.count)
        guard !digits.isEmpty, after.hasPrefix(" test, with") || after.hasPrefix(" tests, with") else { return nil }
        return Int(digits)
    }

    public var passed: Int { cases.filter(\.passed).count }
    public var failed: Int { cases.count - passed }

    /// The test that started and never finished (the run crashed in it): the last to start,
    /// when more started than finished.
    public var crashed: String? {
        started.count > cases.count + skipped ? started.last : nil
    }

    /// Whether XCTest summed up a run of that many tests (a run that reached its end does).
    public func summarised(_ count: Int) -> Bool { summaries.contains(count) }

    /// The first failure of each test, in the order printed.
    public var firstFailures: [LoggedFailure] {
        var seen: Set<String> = []
        return failures.filter { seen.insert($0.test).inserted }
    }

    /// The results it reports that the test program cannot have: a test the listing lacks
    /// (when there is a listing) or one reported twice; up to three, sorted, comma-separated,
    /// or nil when there are none.
    public func forged(listed: [String]) -> String? {
        let known = Set(listed)
        var counts: [String: Int] = [:]
        for test in cases { counts[test.name, default: 0] += 1 }
        let odd = counts.filter { $0.value > 1 || (!known.isEmpty && !known.contains($0.key)) }.map(\.key)
        guard !odd.isEmpty else { return nil }
        return Self.few(odd)
    }

    /// Up to three of the names, sorted, comma-separated, "…" when there are more.
    static func few(_ names: [String]) -> String {
        let sorted = Set(names).sorted()
        return sorted.prefix(3).joined(separator: ", ") + (sorted.count > 3 ? ", …" : "")
    }
}

extension Character {
    /// 0 to 9 only (not every digit Unicode knows).
    var isASCIIDigitLike: Bool { ("0"..."9").contains(self) }
}
