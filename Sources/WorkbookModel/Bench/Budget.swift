/// A budget ./Scripts/bench measures: what it is, the limit a measurement must stay under, and
/// the unit it is shown in. The one place bench's numbers are written: Scripts/README.md's
/// "Budgets" (a login test 10 ms, swift test 5 s, check unchanged 0.2 s, where am I 0.3 s, a
/// one-line edit 3 s, a map 1 s, a first check 30 s, a fresh clone to green 2 minutes).
public struct Budget: Equatable, Sendable {
    /// Its key, as bench names it.
    public var key: String
    /// In milliseconds.
    public var limit: Int
    /// Shown in milliseconds (a fast budget) or seconds.
    public var inMilliseconds: Bool

    public static let loginTest = Budget(key: "login-test", limit: 10, inMilliseconds: true)
    public static let swiftTest = Budget(key: "swift-test", limit: 5_000, inMilliseconds: false)
    public static let checkUnchanged = Budget(key: "check-unchanged", limit: 200, inMilliseconds: true)
    public static let whereAmI = Budget(key: "where-am-i", limit: 300, inMilliseconds: true)
    public static let checkEdit = Budget(key: "check-edit", limit: 3_000, inMilliseconds: false)
    public static let map = Budget(key: "map", limit: 1_000, inMilliseconds: false)
    public static let firstCheck = Budget(key: "first-check", limit: 30_000, inMilliseconds: false)
    public static let freshClone = Budget(key: "fresh-clone", limit: 120_000, inMilliseconds: false)

    /// bench-grade's: chapter 0's grading as the learner runs it (Scripts/README.md's "Budgets").
    public static let gradeFirst = Budget(key: "grade-first", limit: 30_000, inMilliseconds: false)
    public static let gradeWarm = Budget(key: "grade-warm", limit: 2_000, inMilliseconds: false)
    public static let gradeWarmBusy = Budget(key: "grade-warm-busy", limit: 5_000, inMilliseconds: false)
    public static let gradeEdit = Budget(key: "grade-edit", limit: 3_000, inMilliseconds: false)
    public static let gradeEditBusy = Budget(key: "grade-edit-busy", limit: 6_000, inMilliseconds: false)
    public static let gradeReference = Budget(key: "grade-reference", limit: 60_000, inMilliseconds: false)

    public static let all: [Budget] = [loginTest, swiftTest, checkUnchanged, whereAmI, checkEdit, map, firstCheck, freshClone,
                                       gradeFirst, gradeWarm, gradeWarmBusy, gradeEdit, gradeEditBusy, gradeReference]

    /// The budget of this key, if any.
    public static func named(_ key: String) -> Budget? {
        all.first { $0.key == key }
    }

    /// Milliseconds as this budget shows them: `37 ms`, `2.4 s`.
    public func shown(_ milliseconds: Int) -> String {
        inMilliseconds ? "\(milliseconds) ms" : Self.seconds(milliseconds) + " s"
    }

    /// The limit as the table shows it: `under 200 ms`, `under 3 s`.
    public var shownLimit: String {
        inMilliseconds ? "under \(limit) ms" : "under \(limit % 1000 == 0 ? String(limit / 1000) : Self.seconds(limit)) s"
    }

    /// Milliseconds as seconds with one decimal (rounded half away from zero, as printf does).
    static func seconds(_ milliseconds: Int) -> String {
        let tenths = (milliseconds + 50) / 100
        return "\(tenths / 10).\(tenths % 10)"
    }
}
