/// A log's failures as grade shows the real app's.
extension XCTestLog {
    /// Every failure whole: `✗ Class.test — where: message's first line`, then the lines after it
    /// (a lookup's screen, a snapshot's diff, a received table and the `mv` that approves it), at
    /// most `rest`, indented by four spaces; where relative to the repository. Every failure, not
    /// a test's first only: each of a test's verifications is a table of its own.
    public func shown(_ rest: Int, paths: RepositoryPaths) -> [String] {
        failures.flatMap { failure in
            ["✗ \(failure.test) — \(paths.location(of: failure)): \(failure.message[0])"] + failure.message.dropFirst().prefix(rest).map { "    " + $0 }
        }
    }
}
