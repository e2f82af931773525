/// What the workbook's test observer (Sources/WorkbookTestObserver) reported of a test run on
/// its channel, read against the run's tokens: the tests it saw pass, fail or be skipped,
/// and whether the run reached its end. Each line must begin with the next of the tokens
/// check gave the run (one a line, known to the observer alone once the program loaded):
/// a line without it was written by something else in the test process, and the channel
/// vouches for nothing after it.
public struct ResultChannel: Equatable, Sendable {
    /// The tests the observer saw pass, fail and be skipped (`Class.test`), in order.
    public var passed: [String] = []
    public var failed: [String] = []
    public var skipped: [String] = []
    /// The observer saw the run end (after its last test).
    public var finished = false
    /// The number of the first line not signed with its token (1 for the first), or nil.
    public var unsignedLine: Int?

    /// `text`: the channel as the run left it; `secret`: the run's tokens, one a line. A last
    /// line without its line break (the program ended as it wrote it) is left out.
    public init(text: String, secret: String) {
        let tokens = secret.split(whereSeparator: \.isNewline)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        lines.removeLast()
        for (number, line) in lines.enumerated() {
            guard number < tokens.count, line.hasPrefix(tokens[number] + " ") else {
                unsignedLine = number + 1
                return
            }
            let event = line.dropFirst(tokens[number].count + 1)
            if event == "finished" {
                finished = true
            } else if let space = event.firstIndex(of: " ") {
                let name = String(event[event.index(after: space)...])
                switch event[..<space] {
                case "passed": passed.append(name)
                case "failed": failed.append(name)
                case "skipped": skipped.append(name)
                default:
                    unsignedLine = number + 1
                    return
                }
            } else {
                unsignedLine = number + 1
                return
            }
        }
    }

    /// Why the log's results cannot be taken, for a person: a line of the channel without
    /// its token, or tests the log says passed that the observer did not see pass; nil when
    /// the log claims nothing the channel does not vouch for.
    public func forgery(in log: XCTestLog) -> String? {
        if let unsignedLine {
            return "a result on check's channel that the test observer did not write, at line \(unsignedLine)"
        }
        let seen = Set(passed)
        let claimed = log.cases.filter { $0.passed && !seen.contains($0.name) }.map(\.name)
        guard !claimed.isEmpty else { return nil }
        return "output that imitates XCTest's: results for \(XCTestLog.few(claimed)), which the test program did not report"
    }
}
