import Foundation

/// What `./Scripts/grade --json` prints: the grading of one stage's tests by the catalogue's mutants.
///
/// grade leaves what it found in its working folder (``init(folder:firstChapter:)``): `summary`
/// (one `key<TAB>value` a line: chapter, stage, tests, status, real_passed, real_total,
/// details, stage_published, and for the text report whose, stage_folder, want_done, own, verbose,
/// report_note, report_warnings), `catalogue` (id, area, notice, hint, file) and, once mutants ran,
/// `outcomes` (id, outcome, the test that caught it, details, milliseconds). What follows
/// from them — how many were caught, done, the exit status, the next step — is decided here
/// (GradeSummary+Verdict.swift), not by grade.
public struct GradeSummary: Equatable, Sendable {
    /// One mutant of the catalogue and what became of it.
    public struct Mutant: Equatable, Sendable {
        public var id: String
        public var area: String
        public var notice: String
        public var hint: String
        public var file: String
        /// failed, crashed, hung (caught), missed, none; `skipped` when no mutant ran.
        public var outcome: String
        public var caughtBy: String
        public var details: String

        /// Whether a test caught it: it failed, crashed or hung (as grade counts them).
        public var isCaught: Bool { ["failed", "crashed", "hung"].contains(outcome) }
    }

    /// Why grade's folder cannot be read: one line.
    public struct FolderError: Error, Equatable, Sendable, CustomStringConvertible {
        public let description: String
    }

    public var chapter: String
    /// `chapter1/before`: the app graded.
    public var stage: String
    /// The tests graded, relative to the repository.
    public var tests: String
    /// graded, refused, catalogue, build, realfail, realnone, realcrash, control.
    public var status: String
    public var realPassed: Int
    public var realTotal: Int
    /// The real app's run, or the build's errors, a line each.
    public var details: [String]
    public var mutants: [Mutant]
    /// Who wrote the tests, as the report names them: "your tests", "the tests in DIR", …
    public var whose: String
    /// The stage graded, relative to the repository (`Chapters/chapter1/Before`).
    public var stageFolder: String
    /// `--done`: succeed only when every change is caught.
    public var wantDone: Bool
    /// The learner's own tests of the chapter (not --reference, --tests or --stage).
    public var own: Bool
    /// `--verbose`: every change's outcome, and the tests by what each catches.
    public var verbose: Bool
    /// `--report DIR`'s line (where the reports are, or why there are none); empty without it.
    public var reportNote: String
    /// `--report DIR`'s warnings.txt, shown before its line.
    public var reportWarnings: String
    /// Whether the real app's run staged a received combination table beside a test.
    public var receivedPlaced: Bool
    /// The first chapter of the workbook (the registry's), where a learner goes next.
    public var firstChapter: String
    /// Whether the stage graded is the app as published (stage 0, whatever the learner did to
    /// its folder), not the folder as it is (`--stage`).
    public var stagePublished: Bool = false
}

extension GradeSummary {
    /// Reads grade's working folder (see the type's description).
    public init(folder: URL, firstChapter: String = "") throws(FolderError) {
        func read(_ name: String) -> String? {
            try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        func rows(_ text: String) -> [[String]] {
            text.split(separator: "\n", omittingEmptySubsequences: true).map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        }
        guard let summaryText = read("summary") else { throw FolderError(description: "no summary in \(folder.path)") }
        var facts: [String: String] = [:]
        for row in rows(summaryText) where !row.isEmpty {
            facts[row[0]] = row.dropFirst().joined(separator: "\t")
        }
        func number(_ key: String) throws(FolderError) -> Int {
            guard let value = facts[key].flatMap({ Int($0) }) else { throw FolderError(description: "summary: \(key) is not a number") }
            return value
        }
        let outcomes = read("outcomes").map(rows)
        mutants = rows(read("catalogue") ?? "").map { row in
            func field(_ index: Int, of fields: [String]) -> String { index < fields.count ? fields[index] : "" }
            let id = field(0, of: row)
            // As grade's bash read it: no outcomes file, "skipped"; a file without the mutant's row, nothing.
            let outcome = outcomes.map { $0.first { $0.first == id } ?? [] }
            return Mutant(id: id, area: field(1, of: row), notice: field(2, of: row), hint: field(3, of: row), file: field(4, of: row),
                          outcome: outcome.map { field(1, of: $0) } ?? "skipped",
                          caughtBy: outcome.map { field(2, of: $0) } ?? "", details: outcome.map { field(3, of: $0) } ?? "")
        }
        chapter = facts["chapter"] ?? ""
        stage = facts["stage"] ?? ""
        tests = facts["tests"] ?? ""
        status = facts["status"] ?? ""
        realPassed = try number("real_passed")
        realTotal = try number("real_total")
        func lines(ofFile path: String?) -> [String] {
            guard let path, !path.isEmpty else { return [] }
            var lines = ((try? String(contentsOf: URL(fileURLWithPath: path, relativeTo: folder), encoding: .utf8)) ?? "")
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            return lines
        }
        details = lines(ofFile: facts["details"])
        whose = facts["whose"] ?? "your tests"
        stageFolder = facts["stage_folder"] ?? ""
        wantDone = facts["want_done"] == "yes"
        own = facts["own"] == "yes"
        verbose = facts["verbose"] == "yes"
        reportNote = facts["report_note"] ?? ""
        reportWarnings = lines(ofFile: facts["report_warnings"]).map { $0 + "\n" }.joined()
        receivedPlaced = !(read("received.placed") ?? "").isEmpty
        self.firstChapter = firstChapter
        stagePublished = facts["stage_published"] == "yes"
    }

    /// grade's `--json`, in the layout it has always had (programs and integrity read it); every string escaped.
    public var json: String {
        func bool(_ value: Bool) -> String { value ? "true" : "false" }
        var out = "{\"chapter\": \(JSONText.line(chapter)), \"stage\": \(JSONText.line(stage)), \"tests\": \(JSONText.line(tests)), \"status\": \(JSONText.line(status)),\n"
        out += " \"real_app\": {\"passed\": \(realPassed), \"total\": \(realTotal), \"details\": [\(details.map(JSONText.line).joined(separator: ", "))]},\n"
        out += " \"mutants\": ["
        out += mutants.map { mutant in
            "\n  {\"id\": \(JSONText.line(mutant.id)), \"area\": \(JSONText.line(mutant.area)), \"notice\": \(JSONText.line(mutant.notice)), "
                + "\"hint\": \(JSONText.line(mutant.hint)), \"file\": \(JSONText.line(mutant.file)), \"caught\": \(bool(mutant.isCaught)), "
                + "\"outcome\": \(JSONText.line(mutant.outcome)), \"by\": \(JSONText.line(mutant.caughtBy)), \"details\": \(JSONText.line(mutant.details))}"
        }.joined(separator: ",")
        out += "\n ],\n \"caught\": \(caught), \"total\": \(total), \"done\": \(bool(done)), \"next\": \(JSONText.line(next)), \"exit_status\": \(exitStatus)}\n"
        return out
    }
}

extension GradeSummary {
    /// What integrity asks of a grading's JSON: how many mutants were caught, of how many, and which were missed.
    public struct Counts: Equatable, Sendable {
        /// A mutant as grade's `--json` lists it, as far as integrity reads it.
        public struct Graded: Equatable, Sendable, Decodable {
            public var id: String
            public var caught: Bool
            /// What a user would notice.
            public var notice: String
            /// The test that caught it where grade named one (`Class.test`): the first to fail,
            /// or the one running when the run crashed or hung; "" where none.
            public var by: String

            enum CodingKeys: String, CodingKey { case id, caught, notice, by }

            public init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                id = try container.decode(String.self, forKey: .id)
                caught = try container.decode(Bool.self, forKey: .caught)
                notice = try container.decodeIfPresent(String.self, forKey: .notice) ?? ""
                by = try container.decodeIfPresent(String.self, forKey: .by) ?? ""
            }
        }

        /// The JSON's fields that integrity reads.
        private struct Fields: Decodable {
            var caught: Int
            var total: Int
            var mutants: [Graded]?
        }

        public var caught: Int
        public var total: Int
        /// Every graded mutant, in grade's order.
        public var mutants: [Graded]

        /// `id — notice`, one a missed mutant.
        public var missed: [String] {
            mutants.filter { !$0.caught }.map { "\($0.id) — \($0.notice)" }
        }

        /// The test that caught each caught mutant where grade named one.
        public var catchers: [String: String] {
            Dictionary(mutants.filter { $0.caught && !$0.by.isEmpty }.map { ($0.id, $0.by) }, uniquingKeysWith: { first, _ in first })
        }

        /// Reads grade's `--json`; nil when it is not that JSON.
        public init?(json: Data) {
            guard let fields = try? JSONDecoder().decode(Fields.self, from: json) else { return nil }
            caught = fields.caught
            total = fields.total
            mutants = fields.mutants ?? []
        }

        /// The counts of the mutants among `ids` alone (a grading of more mutants read for a
        /// catalogue it holds): nil when it did not grade one of them.
        public func restricted(to ids: [String]) -> Counts? {
            let graded = Set(mutants.map(\.id))
            guard ids.allSatisfy(graded.contains) else { return nil }
            let wanted = Set(ids)
            var counts = self
            counts.mutants = mutants.filter { wanted.contains($0.id) }
            counts.total = ids.count
            counts.caught = counts.mutants.filter(\.caught).count
            return counts
        }

        /// Whether every mutant was caught, each by a test of one of `classes` (a grading of the
        /// same code with other suites read for a stage that runs those classes).
        public func caughtByEach(of classes: Set<String>) -> Bool {
            caught == total && total > 0 && mutants.count == total && mutants.allSatisfy { mutant in
                mutant.caught && classes.contains(String(mutant.by.prefix { $0 != "." }))
            }
        }

        /// `CAUGHT TOTAL`, then the missed mutants, a line each.
        public var text: String {
            (["\(caught) \(total)"] + missed).map { $0 + "\n" }.joined()
        }
    }
}
