/// A characterize chapter's last grading, as grade keeps it:
/// `status<TAB>real passed<TAB>real total<TAB>caught<TAB>changes<TAB>when` (status: graded, build,
/// realfail, realnone, realcrash, catalogue, refused, control; ``GradeSummary/recordLine(when:)``).
public struct GradeRecord: Codable, Equatable, Sendable {
    /// graded, build, realfail, realnone, realcrash, catalogue, refused or control.
    public var status: String
    public var realPassed: Int
    public var realTotal: Int
    public var caught: Int
    public var total: Int
    /// Seconds since 1970, or nil.
    public var when: Int?

    public init(status: String, realPassed: Int = 0, realTotal: Int = 0, caught: Int = 0, total: Int = 0, when: Int? = nil) {
        self.status = status
        self.realPassed = realPassed
        self.realTotal = realTotal
        self.caught = caught
        self.total = total
        self.when = when
    }

    /// From the record's line; nil for an empty one.
    public init?(line: String) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard let status = fields.first, !status.isEmpty else { return nil }
        func number(_ index: Int) -> Int? { fields.count > index ? Int(fields[index]) : nil }
        self.init(status: status, realPassed: number(1) ?? 0, realTotal: number(2) ?? 0, caught: number(3) ?? 0,
                  total: number(4) ?? 0, when: number(5))
    }

    /// The row's verdict: done once every change is caught.
    var verdict: StageVerdict {
        switch status {
        case "graded": caught == total ? .done : .notDoneYet
        case "build": .doesntCompile
        case "realfail": .failsOnTheRealApp
        case "realnone": .notDoneYet
        case "realcrash": .crashedOnTheRealApp
        // The catalogue's changes no longer fit stage 0 as it is: nothing was graded.
        case "catalogue": .changesDontFit
        case "refused": .refusedSwitch
        case "control": .refusedRerun
        default: .notGradedOther
        }
    }

    /// The row's verdict as the screen says it: an unknown status named in it.
    var label: String {
        verdict == .notGradedOther ? "not graded (\(status)) ✗" : verdict.label
    }
}
