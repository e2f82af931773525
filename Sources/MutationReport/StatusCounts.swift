/// How many changes of a file (or a folder, or the stage) came to each status, and the score they make.
public struct StatusCounts: Equatable {
    public var caught = 0
    public var missed = 0
    public var notRun = 0

    public init(caught: Int = 0, missed: Int = 0, notRun: Int = 0) {
        self.caught = caught
        self.missed = missed
        self.notRun = notRun
    }

    /// The counts of these statuses.
    public init<S: Sequence>(_ statuses: S) where S.Element == ChangeStatus {
        for status in statuses { self[status] += 1 }
    }

    public subscript(status: ChangeStatus) -> Int {
        get {
            switch status {
            case .caught: return caught
            case .missed: return missed
            case .notRun: return notRun
            }
        }
        set {
            switch status {
            case .caught: caught = newValue
            case .missed: missed = newValue
            case .notRun: notRun = newValue
            }
        }
    }

    public var total: Int {
        caught + missed + notRun
    }

    /// The share of changes caught, in whole percent rounded down (43 of 44 is 97, never 100);
    /// nil for no change. Stryker's mutation score: the changes no test runs count as not caught.
    public var score: Int? {
        total == 0 ? nil : caught * 100 / total
    }

    /// The share caught of the changes on lines a test runs (Stryker's score of covered code):
    /// how well the tests check what they run. nil when no test runs any of their lines.
    public var scoreOfLinesRun: Int? {
        caught + missed == 0 ? nil : caught * 100 / (caught + missed)
    }

    public static func + (left: StatusCounts, right: StatusCounts) -> StatusCounts {
        StatusCounts(caught: left.caught + right.caught, missed: left.missed + right.missed, notRun: left.notRun + right.notRun)
    }
}
