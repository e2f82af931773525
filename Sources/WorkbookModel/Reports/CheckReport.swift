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

    /// The results as one JSON document.
    public var json: JSONReport {
        JSONReport(
            chapters: entries.map { entry in
                JSONReport.Chapter(
                    chapter: entry.results.chapter, healthy: entry.verdict.isHealthy, done: entry.verdict.isDone,
                    before: entry.verdict.before.plain, after: entry.verdict.after.plain,
                    stages: entry.results.stages.map(JSONReport.Stage.init), editedReferees: entry.results.editedReferees ?? [],
                    next: entry.next)
            },
            healthy: isHealthy, done: isDone, exitStatus: exitStatus)
    }

    /// check --json's document: the keys programs have read since check first printed JSON.
    public struct JSONReport: Codable, Equatable, Sendable {
        /// A stage's result as `--json` says it: stage and suite in lower case, its scope, and
        /// what stopped it (`stopped_in`, the test; `crash`, what it said) or null.
        public struct Stage: Codable, Equatable, Sendable {
            public var stage: String
            public var suite: String
            public var scope: String
            public var status: StageStatus
            public var compiles: Bool
            public var passed: Int
            public var total: Int
            public var details: [String]
            public var failures: [TestFailure]
            public var stoppedIn: String?
            public var crash: String?
            public var log: String?

            public init(_ result: StageResult) {
                stage = result.stage.lowercased()
                suite = result.suite.lowercased()
                scope = result.scope
                status = result.status
                compiles = result.status.compiles
                passed = result.passed
                total = result.total
                details = result.details
                failures = result.failures
                stoppedIn = result.crash?.test
                crash = result.crash?.message
                log = result.log
            }

            /// Every key, null where there is nothing (a program tells "none" from "not asked").
            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(stage, forKey: .stage)
                try container.encode(suite, forKey: .suite)
                try container.encode(scope, forKey: .scope)
                try container.encode(status, forKey: .status)
                try container.encode(compiles, forKey: .compiles)
                try container.encode(passed, forKey: .passed)
                try container.encode(total, forKey: .total)
                try container.encode(details, forKey: .details)
                try container.encode(failures, forKey: .failures)
                try container.encode(stoppedIn, forKey: .stoppedIn)
                try container.encode(crash, forKey: .crash)
                try container.encode(log, forKey: .log)
            }
        }

        public struct Chapter: Codable, Equatable, Sendable {
            public var chapter: String
            public var healthy: Bool
            public var done: Bool
            /// Each stage's verdict, as the table says it, without its mark.
            public var before: String
            public var after: String
            public var stages: [Stage]
            public var editedReferees: [EditedReferee]
            public var next: String
        }

        public var chapters: [Chapter]
        public var healthy: Bool
        public var done: Bool
        public var exitStatus: Int32
    }
}
