import Foundation

/// grade's report on the terminal, once the changes ran: each area's score, the missed
/// changes (what a user would notice, the hint, where the change is and whether a test runs
/// that line), the lines no test runs in their files, with `--verbose` every change's outcome
/// and the tests by what each catches, the changes caught by a crash or a hang, the score,
/// `--report`'s warnings and line, and the next step.
///
/// Read from grade's working folder: the summary and the outcomes (``GradeSummary``), and
/// `locations`, `coverage`, `real-app.cases` and each change's `ID.log` for the views.
public struct GradeReport: Sendable {
    public var summary: GradeSummary
    /// Where each change is, in the order grade located them.
    public var locations: [MutantLocation]
    public var coverage: CoveredLines
    /// The tests that ran on the real app, in order.
    public var tests: [String]
    /// The outcomes' rows, in the order grade wrote them: (id, outcome, the test running when it
    /// was caught, details, milliseconds).
    public var outcomes: [(id: String, outcome: String, by: String, details: String, ms: String)]
    /// The tests that failed in each change's run (its log): read for `--verbose` only.
    public var failedIn: [String: [String]]

    public init(summary: GradeSummary, locations: [MutantLocation] = [], coverage: CoveredLines = CoveredLines(lines: []),
                tests: [String] = [], outcomes: [(id: String, outcome: String, by: String, details: String, ms: String)] = [], failedIn: [String: [String]] = [:]) {
        self.summary = summary
        self.locations = locations
        self.coverage = coverage
        self.tests = tests
        self.outcomes = outcomes
        self.failedIn = failedIn
    }

    /// Reads grade's working folder; each change's log only when the report needs it
    /// (`--verbose`, or `readingLogs`).
    public init(folder: URL, summary: GradeSummary, readingLogs: Bool = false) {
        func read(_ name: String) -> String { (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "" }
        let outcomes = read("outcomes").split(separator: "\n").map { row in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            func field(_ index: Int) -> String { index < fields.count ? fields[index] : "" }
            return (id: field(0), outcome: field(1), by: field(2), details: field(3), ms: field(4))
        }
        var failedIn: [String: [String]] = [:]
        if summary.verbose || readingLogs {
            for row in outcomes { failedIn[row.id] = XCTestLog(text: read(row.id + ".log")).cases.filter { !$0.passed }.map(\.name) }
        }
        self.init(summary: summary, locations: MutantLocation.read(read("locations")), coverage: CoveredLines(text: read("coverage")),
                  tests: read("real-app.cases").split(separator: "\n").map { String($0.prefix { $0 != "\t" }) },
                  outcomes: outcomes, failedIn: failedIn)
    }

    /// The tests that caught a change: every test that failed in its run, or the one running
    /// when it crashed or hung; each once.
    public func killers(of id: String) -> [String] {
        var names = failedIn[id] ?? []
        if let row = outcomes.first(where: { $0.id == id }), ["failed", "crashed", "hung"].contains(row.outcome), !row.by.isEmpty {
            names.append(row.by)
        }
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// The report as grade prints it after its progress rows.
    public func text(_ palette: Palette) -> String {
        var out = "\n"
        if summary.status == GradeSummary.Status.graded {
            out += areas(palette)
            if summary.caught < summary.total { out += missed(palette) }
            if summary.verbose { out += everyChange(palette) }
            let odd = outcomes.filter { $0.outcome == "crashed" || $0.outcome == "hung" }
                .map { "\($0.id) (\($0.outcome)\($0.by.isEmpty ? "" : " in \($0.by)"))" }
            if !odd.isEmpty {
                out += "\n  Caught because a test crashed or hung with the change (that counts as caught): \(odd.joined(separator: ", "))\n"
            }
            out += "\n\(summary.done ? palette.green : palette.bold)\(capitalised(summary.whose)) catch \(summary.caught) of \(summary.total) changes.\(palette.reset)\n"
        }
        if !summary.reportNote.isEmpty {
            if !summary.reportWarnings.isEmpty { out += "\n" + summary.reportWarnings }
            out += summary.reportNote + "\n"
        }
        let next = summary.next
        return out + (next.hasPrefix("Done") ? palette.green : palette.bold) + next + palette.reset + "\n"
    }

    /// Each area of the catalogue (in its order) with how many of its changes were caught.
    func areas(_ palette: Palette) -> String {
        var order: [String] = []
        var counts: [String: (caught: Int, total: Int)] = [:]
        for mutant in summary.mutants {
            if counts[mutant.area] == nil { order.append(mutant.area) }
            var count = counts[mutant.area] ?? (0, 0)
            count.total += 1
            if mutant.isCaught { count.caught += 1 }
            counts[mutant.area] = count
        }
        var out = "  \(padded("Area", 18)) Caught\n"
        for area in order {
            let count = counts[area] ?? (0, 0)
            let colour = count.caught == count.total ? palette.green : count.caught == 0 ? palette.red : palette.yellow
            out += "  \(padded(area, 18)) \(colour)\(count.caught)/\(count.total)\(palette.reset)\n"
        }
        return out
    }

    /// The missed changes, then the lines no test runs in their files.
    func missed(_ palette: Palette) -> String {
        var out = "\n  Missed — none of \(summary.whose) noticed these changes:\n"
        // A mutant located twice: its last location (as grade's awk read them).
        let located = Dictionary(locations.map { ($0.id, $0) }, uniquingKeysWith: { $1 })
        let missed = summary.mutants.filter { !$0.isCaught }
        for mutant in missed {
            out += "    \(palette.red)✗ \(mutant.id)\(palette.reset) — \(mutant.notice)\n        hint: \(mutant.hint)\n"
            guard let location = located[mutant.id] else { continue }
            let unrun = coverage.ran(file: location.file, line: location.line) == false
            out += "        \(summary.stageFolder)/\(location.file):\(location.line)"
                + (unrun ? " \(palette.yellow)(none of \(summary.whose) runs this line)\(palette.reset)" : "") + "\n"
            let diff = location.diff
            out += "          \(palette.red)- \(diff.removed)\(palette.reset)\n"
            for line in diff.added { out += "          \(palette.green)+ \(line)\(palette.reset)\n" }
        }
        // The files of the missed changes, in the order of the locations.
        let missedIDs = Set(missed.map(\.id))
        var files: [String] = []
        for location in locations where missedIDs.contains(location.id) && !files.contains(location.file) {
            files.append(location.file)
        }
        let unrun = files.compactMap { file -> String? in
            let ranges = coverage.unrun(in: file)
            return ranges.isEmpty ? nil : "    \(file): \(ranges)\n"
        }
        if !unrun.isEmpty {
            out += "\n  Lines none of \(summary.whose) runs, in the files of the missed changes (\(summary.stageFolder)/):\n" + unrun.joined()
        }
        return out
    }

    /// `--verbose`: every change's outcome and the tests that caught it, then each test by
    /// what it catches, naming those that catch nothing or only what another catches.
    func everyChange(_ palette: Palette) -> String {
        var out = "\n  Every change, and the tests that caught it:\n"
        var caughtBy: [(mutant: String, test: String)] = []
        for row in outcomes {
            let killers = killers(of: row.id)
            let by = row.by.isEmpty ? "" : " in \(row.by)"
            let what: String
            switch row.outcome {
            case "failed": what = "caught by \(killers.joined(separator: ", "))"
            case "crashed": what = "crashed\(by): \(row.details)"
            case "hung": what = "hung\(by): \(row.details)"
            default: what = "missed"
            }
            let caught = ["failed", "crashed", "hung"].contains(row.outcome)
            if caught { caughtBy += killers.map { (row.id, $0) } }
            out += "    \(caught ? palette.green + "✓" : palette.red + "✗")\(palette.reset) \(padded(row.id, 36)) \(what)\n"
        }
        guard !tests.isEmpty else { return out }
        let idle = IdleTests.find(tests: tests, caughtBy: caughtBy)
        out += "\n  \(capitalised(summary.whose)), by the changes each catches:\n"
        for test in tests {
            let count = caughtBy.filter { $0.test == test }.count
            let note: String
            switch idle[test] {
            case .catchesNothing?: note = " \(palette.yellow)— catches nothing: what does it pin that a change could break?\(palette.reset)"
            case .onlyWhat(let other)?: note = " \(palette.yellow)— catches only what \(other) catches\(palette.reset)"
            case nil: note = ""
            }
            out += "    \(test): \(count == 1 ? "1 change" : "\(count) changes")\(note)\n"
        }
        return out
    }

    private func capitalised(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
