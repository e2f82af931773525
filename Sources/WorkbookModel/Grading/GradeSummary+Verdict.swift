/// What a grading comes to: how many changes were caught, whether that is done, grade's exit
/// status and the one line that says what to do next. Decided once, here, for the text report
/// and `--json` alike.
extension GradeSummary {
    /// grade's statuses: `graded`, or where it stopped.
    public enum Status {
        public static let graded = "graded"
        public static let refused = "refused"
        public static let catalogue = "catalogue"
        public static let build = "build"
        public static let realFail = "realfail"
        public static let realNone = "realnone"
        public static let realCrash = "realcrash"
        public static let control = "control"
    }

    /// How many of the catalogue's changes a test caught.
    public var caught: Int { mutants.filter(\.isCaught).count }

    /// How many changes the catalogue lists.
    public var total: Int { mutants.count }

    /// Graded, and every change caught.
    public var done: Bool { status == Status.graded && caught == total }

    /// 0 when the tests pass on the real app and were graded (with `--done`: and catch every
    /// change), else 1.
    public var exitStatus: Int {
        (wantDone ? done : status == Status.graded) ? 0 : 1
    }

    /// The last line of the report: the next thing to do.
    public var next: String {
        switch status {
        case Status.build:
            if details.contains(where: { $0.hasPrefix("(the changed copy") }) {
                return "Next: the changed copy of the app does not build — a workbook bug; please report it with the output above."
            }
            return "Next: fix the compile error above, then ./Scripts/grade again."
        case Status.catalogue:
            let parts = stage.split(separator: "/")
            if stagePublished {
                // The stage is as published: what changed is the catalogue, a referee; the learner's Before is no concern of it.
                return "Next: the catalogue's changes no longer fit \(stage) as published (was Chapters/Shared/Mutants edited? git status shows it): "
                    + "./Scripts/reset \(parts.first ?? "") --referees restores it and leaves your Before as it is."
            }
            return "Next: the catalogue's changes no longer fit \(stage) (was it edited? git status shows it): ./Scripts/reset \(parts.first ?? "") restores it."
        case Status.realFail:
            if receivedPlaced {
                return "Next: read each table your tests received; to pin it, approve it with the mv command above (a characterization test pins what the code does), then grade again."
            }
            return "Next: a characterization test that fails on the legacy code is wrong: it pins behaviour the app doesn't have. Fix the test, not the app, until it passes; then grade again."
        case Status.realNone:
            return "Next: write a test, starting from a worked example: Chapters/\(chapter)/Tests/MyCharacterizationTests.swift (XCTest) "
                + "or Chapters/\(chapter)/SwiftTests/MySwiftCharacterizationTests.swift (Swift Testing)."
        case Status.realCrash:
            return "Next: a test crashed, hung or ended the run on the real app: fix it (wait on expectations, never sleep or exit), then grade again."
        case Status.refused:
            return "Next: a test must judge the app by what it does, not read which change is switched on: remove the lines named above, then grade again."
        case Status.control:
            return "Next: make every test pass each time it runs on the real app (no state kept between runs, nothing that looks at how it is run), then grade again."
        case Status.graded:
            if done && own {
                return "Done ✓ — compare your tests with the workbook's own (Chapters/Shared/Characterization); next: ./Scripts/check \(firstChapter)"
            }
            if done { return "Done ✓ — \(whose) catch every change." }
            return "Next: pin one of the missed changes: a test that passes on the real app and would fail with that change (./Scripts/hint \(chapter) for more)."
        default:
            return ""
        }
    }

    /// The line grade keeps for "where am I" (``GradeRecord``), dated `when` (seconds since 1970).
    public func recordLine(when: Int) -> String {
        "\(status)\t\(realPassed)\t\(realTotal)\t\(caught)\t\(total)\t\(when)\n"
    }
}
