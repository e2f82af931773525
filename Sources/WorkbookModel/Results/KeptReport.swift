import Foundation

/// What check found out about a chapter besides its stages' results (the edited referees,
/// the next step's facts), kept with what it rests on: the four stages' keys, their results,
/// and the sums of the other files the facts read (the referee manifest, the chapter's steps
/// and README). A check whose stages are all unchanged shows it again without asking bash.
public struct KeptReport: Codable, Equatable, Sendable {
    /// Each stage's key, Before's then After's, Characterization then Goals.
    public var keys: [String]
    /// Each stage's result line (`status<TAB>passed<TAB>total`), in the same order.
    public var results: [String]
    /// The sums of the files besides the stages' that the facts read.
    public var inputs: String
    public var editedReferees: [EditedReferee]
    public var facts: NextStepFacts

    public init(keys: [String], results: [String], inputs: String, editedReferees: [EditedReferee], facts: NextStepFacts) {
        self.keys = keys
        self.results = results
        self.inputs = inputs
        self.editedReferees = editedReferees
        self.facts = facts
    }

    /// Where a chapter's is kept: SCRATCH/CHAPTER/last-check.json.
    public static func file(chapter: String, scratch: URL) -> URL {
        scratch.appendingPathComponent(chapter).appendingPathComponent("last-check.json")
    }

    /// The files besides the stages' that the facts read, summed (their paths included).
    public static func inputs(chapter: String, files: SourceFiles) -> String {
        let sums = files.sums(["Chapters/referees.sha256", "Chapters/\(chapter)/Steps", "Chapters/\(chapter)/README.md"])
        return Cksum.line(Array(sums.joined(separator: "\n").utf8))
    }

    /// A stage's result line, as the result file holds it (nil when it is not there).
    public static func resultLine(_ result: StageResult) -> String? {
        result.status == .unknown ? nil : "\(result.status.rawValue)\t\(result.passed)\t\(result.total)"
    }

    public static func read(chapter: String, scratch: URL) -> KeptReport? {
        guard let data = try? Data(contentsOf: file(chapter: chapter, scratch: scratch)) else { return nil }
        return try? JSONDecoder().decode(KeptReport.self, from: data)
    }

    public func write(chapter: String, scratch: URL) {
        let url = Self.file(chapter: chapter, scratch: scratch)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard let data = try? JSONEncoder().encode(self) else { return }
        try? data.write(to: url, options: .atomic)
    }
}
