/// One line of bench's table: what was measured, its samples in milliseconds, against which
/// budget; a line for comparison (another commit's, `--against`) is shown, never judged.
public struct BenchRow: Equatable, Sendable {
    public var what: String
    public var budget: Budget
    public var samples: [Int]
    public var forComparison: Bool
    /// Shown after the verdict (bench-grade: what each run caught).
    public var note: String

    public init(what: String, budget: Budget, samples: [Int], forComparison: Bool = false, note: String = "") {
        self.what = what
        self.budget = budget
        self.samples = samples
        self.forComparison = forComparison
        self.note = note
    }

    /// How the row stands.
    public enum Verdict: Equatable, Sendable {
        case met, over, notMeasured, forComparison
    }

    /// The median of the samples (the mean of the middle two for an even count), or nil for none.
    public var median: Int? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted(), middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    public var verdict: Verdict {
        if forComparison { return .forComparison }
        guard let median else { return .notMeasured }
        return median < budget.limit ? .met : .over
    }

    /// One row of the rows file bench writes, `BUDGET<TAB>WHAT<TAB>MS,MS,…[<TAB>info[<TAB>NOTE]]`;
    /// nil for a line that is not one.
    public init?(line: String) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 3, let budget = Budget.named(fields[0]) else { return nil }
        let samples = fields[2].split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        self.init(what: fields[1], budget: budget, samples: samples, forComparison: fields.count > 3 && fields[3] == "info",
                  note: fields.count > 4 ? fields[4] : "")
    }
}
