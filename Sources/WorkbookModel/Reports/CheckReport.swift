/// check's report of the chapters it checked: the table and next step for a person, or JSON.
public struct CheckReport: Equatable, Sendable {
    /// One checked chapter: its results, the facts of its next step, and its verdict.
    public struct Entry: Equatable, Sendable {
        public var results: ChapterResults
        public var facts: NextStepFacts
        public var verdict: Verdict { Verdict(results) }
        public var next: String { NextStep.line(for: results, facts: facts) }

        public init(results: ChapterResults, facts: NextStepFacts) {
            self.results = results
            self.facts = facts
        }
    }

    public var entries: [Entry]
    /// --done: asked whether the Before is done.
    public var wantDone: Bool

    public init(entries: [Entry], wantDone: Bool = false) {
        self.entries = entries
        self.wantDone = wantDone
    }

    public var isHealthy: Bool { entries.allSatisfy(\.verdict.isHealthy) }
    public var isDone: Bool { entries.allSatisfy(\.verdict.isDone) }
    /// 0 healthy (done, with --done), 1 not yet.
    public var exitStatus: Int32 { (wantDone ? isDone : isHealthy) ? 0 : 1 }

    /// The edited referees, the table of stages, then the one line that says what to do next.
    public func table(_ palette: Palette) -> String {
        var out = ""
        for entry in entries {
            guard let edited = entry.results.editedReferees, !edited.isEmpty else { continue }
            out += "\n\(palette.red)These files judge \(entry.results.chapter) and differ from the published workbook (Chapters/referees.sha256):\(palette.reset)\n"
            for referee in edited.prefix(10) { out += "  \(padded(referee.change, 8)) \(referee.file)\n" }
            if edited.count > 10 { out += "  … and \(edited.count - 10) more\n" }
        }
        out += "\n"
        let width = entries.count == 1 ? 8 : 17
        out += "  \(padded("", width)) \(padded("Characterization", 18)) \(padded("Goals", 21)) Verdict\n"
        for entry in entries {
            let verdict = entry.verdict
            for stage in Stage.names {
                let row = entries.count == 1 ? stage : "\(entry.results.chapter) \(stage)"
                let cells = Stage.suites.map { entry.results.result(stage, $0).cell }
                out += "  \(padded(row, width)) \(padded(cells[0], 18)) \(padded(cells[1], 21)) "
                    + palette.paint(stage == "Before" ? verdict.before : verdict.after) + "\n"
            }
        }
        out += "\n"
        // About the first chapter that needs something, else the last one.
        if let target = entries.first(where: { !$0.verdict.isDone }) ?? entries.last {
            let line = target.next
            out += (line.hasPrefix("Done") ? palette.green : palette.bold) + line + palette.reset + "\n"
        }
        return out
    }
}
