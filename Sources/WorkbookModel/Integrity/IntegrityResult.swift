/// One of integrity's lines: a check that passed, or one that failed with the findings that
/// say why. ``IntegrityRun`` prints them in its sections; `workbook integrity` as ``lines``
/// (`pass<TAB>what`, `fail<TAB>what`, then `detail<TAB>line` for each finding).
public struct IntegrityResult: Equatable, Sendable {
    /// What the check proves when it passes, or what is wrong when it fails.
    public var message: String
    /// Empty when it passed.
    public var findings: [Finding]

    public init(message: String, findings: [Finding] = []) {
        self.message = message
        self.findings = findings
    }

    /// `passed` when there are no findings, else `failed` with them as its details.
    public init(_ findings: [Finding], passed: @autoclosure () -> String, failed: String) {
        self.init(message: findings.isEmpty ? passed() : failed, findings: findings)
    }

    /// One failed check for each finding, the finding its message (checks whose every
    /// finding is a line of its own).
    public static func each(_ findings: [Finding], passed: @autoclosure () -> String) -> [IntegrityResult] {
        findings.isEmpty ? [IntegrityResult(message: passed())] : findings.map { IntegrityResult(message: $0.message, findings: [$0]).alone }
    }

    /// A failure that is its own message, with no details.
    var alone: IntegrityResult {
        var result = self
        result.findings = result.findings.map { Finding(check: $0.check, message: "") }
        return result
    }

    public var passed: Bool { findings.isEmpty }

    /// The lines `workbook integrity` prints (the scripts' tests read them).
    public var lines: String {
        let details = findings.map(\.message).filter { !$0.isEmpty }
            .flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map { "detail\t\($0)\n" }
        return "\(passed ? "pass" : "fail")\t\(message)\n" + details.joined()
    }
}
