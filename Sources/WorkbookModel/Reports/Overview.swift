/// "Where am I": every chapter's last known state, from check's kept results and grade's
/// record, without building anything; a table for a person, or JSON.
public struct Overview: Equatable, Sendable {
    /// A characterize chapter (chapter 0) and its last grading, if any.
    public struct Graded: Equatable, Sendable {
        public var chapter: String
        public var record: GradeRecord?

        public init(chapter: String, record: GradeRecord?) {
            self.chapter = chapter
            self.record = record
        }
    }

    /// A Before/After chapter's kept results and where the steps say its Before is ("" when they cannot tell).
    public struct Checked: Equatable, Sendable {
        public var results: ChapterResults
        public var steps: String

        public init(results: ChapterResults, steps: String) {
            self.results = results
            self.steps = steps
        }
    }

    /// One row, as both the table and JSON say it.
    public struct Row: Codable, Equatable, Sendable {
        public var chapter: String
        public var verdict: StageVerdict
        /// The verdict as the table says it, with its mark.
        public var label: String
        public var state: String
        public var characterization: String
        public var goals: String
        public var steps: String
        public var checked: String
        public var editedSince: Bool
    }

    public var graded: [Graded]
    public var checked: [Checked]
    /// Now, in seconds since 1970 (for "5 min ago").
    public var now: Int

    public init(graded: [Graded], checked: [Checked], now: Int) {
        self.graded = graded
        self.checked = checked
        self.now = now
    }

    /// "just now", "5 min ago", "3 h ago", "2 days ago"; "earlier" when not recorded.
    public static func age(_ then: Int?, now: Int) -> String {
        guard let then else { return "earlier" }
        let seconds = now - then
        if seconds < 60 { return "just now" }
        if seconds < 3600 { return "\(seconds / 60) min ago" }
        if seconds < 172_800 { return "\(seconds / 3600) h ago" }
        return "\(seconds / 86400) days ago"
    }

    public var rows: [Row] {
        let gradedRows = graded.map { entry -> Row in
            guard let record = entry.record else {
                return Row(chapter: entry.chapter, verdict: .notGraded, label: StageVerdict.notGraded.label, state: StageVerdict.notGraded.plain,
                           characterization: "-", goals: "-", steps: "", checked: "", editedSince: false)
            }
            let verdict = record.verdict
            var real = "-", caught = "-"
            switch record.status {
            case "graded": (real, caught) = ("\(record.realPassed)/\(record.realTotal)", "catch \(record.caught)/\(record.total)")
            case "realfail", "realcrash": real = "\(record.realPassed)/\(record.realTotal)"
            case "realnone": real = "no tests ran"
            default: break
            }
            let label = record.label
            return Row(chapter: entry.chapter, verdict: verdict, label: label, state: StageVerdict.plain(label), characterization: real, goals: caught,
                       steps: "", checked: record.when.map { Self.age($0, now: now) } ?? "", editedSince: false)
        }
        let checkedRows = checked.map { entry -> Row in
            let verdict = Verdict(entry.results).chapter
            let before = entry.results.result("Before", "Characterization")
            var checked = ""
            if before.status != .unknown {
                checked = Self.age(before.checkedAt, now: now)
                if before.editedSince { checked += ", edited since" }
            }
            return Row(chapter: entry.results.chapter, verdict: verdict, label: verdict.label, state: verdict.plain, characterization: before.cell,
                       goals: entry.results.result("Before", "Goals").cell, steps: entry.steps, checked: checked,
                       editedSince: before.editedSince)
        }
        return gradedRows + checkedRows
    }

    /// The first Before/After chapter not done, or nil when every one is.
    public var next: String? {
        checked.first { Verdict($0.results).chapter != .done }?.results.chapter
    }

    public func table(_ palette: Palette) -> String {
        var out = "Where you are: each chapter as its last check left it (nothing is built now).\n\n"
        out += "  \(padded("", 9)) \(padded("Characterization", 18)) \(padded("Goals", 21)) \(padded("Steps (Before)", 21)) Verdict\n"
        for row in rows {
            let steps = row.steps.isEmpty ? "-" : row.steps
            let checked = row.checked.isEmpty ? "" : " (\(palette.dim)checked \(row.checked)\(palette.reset))"
            out += "  \(padded(row.chapter, 9)) \(padded(row.characterization, 18)) \(padded(row.goals, 21)) \(padded(steps, 21)) "
                + palette.colour(row.verdict.tone) + row.label + palette.reset + checked + "\n"
        }
        out += "\n"
        let anyChecked = checked.contains { $0.results.status("Before", "Characterization") != .unknown }
        if let next {
            if anyChecked {
                out += "\(palette.bold)Next: ./Scripts/check \(next)\(palette.reset)\n"
            } else {
                out += "\(palette.bold)Next: ./Scripts/check \(next) (or, from inside Chapters/\(next)/, ./Scripts/check with no chapter)\(palette.reset)\n"
            }
        } else {
            out += "\(palette.green)Every chapter is done ✓\(palette.reset)\n"
        }
        return out
    }
}
