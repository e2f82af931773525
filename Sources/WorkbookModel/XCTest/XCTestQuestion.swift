/// What a script asks of a test log (`workbook xctest`), and the lines that answer it, in the
/// shapes the scripts read (tab-separated, one a line).
public enum XCTestQuestion: Equatable, Sendable {
    /// Each finished test: `Class.test<TAB>passed|failed<TAB>seconds`.
    case cases
    /// Each failure (the first N, if given): `Class.test<TAB>where<TAB>message's first line`,
    /// where relative to the repository (an error a test threw: the test's declaration).
    case failures(Int?)
    /// The test the run crashed in, or nothing.
    case crashed
    /// How many tests a `--list-tests` output lists.
    case listed
    /// Every failure whole, as grade shows the real app's: `✗ Class.test — where: message's first
    /// line`, then the lines after it (a lookup's screen, a snapshot's diff, a received table and
    /// the `mv` that approves it), at most N, indented by four spaces. Every failure, not a
    /// test's first only: each of a test's verifications is a table of its own.
    case shown(Int)

    public func answer(_ text: String, paths: RepositoryPaths) -> String {
        func lines(_ items: [String]) -> String { items.map { $0 + "\n" }.joined() }
        switch self {
        case .cases:
            return lines(XCTestLog(text: text).cases.map { "\($0.name)\t\($0.outcome)\t\($0.seconds)" })
        case .failures(let count):
            let failures = XCTestLog(text: text).failures
            return lines(failures.prefix(count ?? failures.count).map { "\($0.test)\t\(paths.location(of: $0))\t\($0.message[0])" })
        case .crashed:
            return XCTestLog(text: text).crashed.map { $0 + "\n" } ?? ""
        case .listed:
            return "\(TestListing(text: text).listedLines)\n"
        case .shown(let rest):
            return lines(XCTestLog(text: text).failures.flatMap { failure in
                ["✗ \(failure.test) — \(paths.location(of: failure)): \(failure.message[0])"] + failure.message.dropFirst().prefix(rest).map { "    " + $0 }
            })
        }
    }
}
