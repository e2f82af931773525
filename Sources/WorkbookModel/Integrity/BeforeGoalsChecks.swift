import Foundation

/// The pristine Before's goal tests, as integrity holds them after running them (a results
/// folder of check's): not green before the work (they fail, or do not compile yet), and a
/// README's sample of the compiler errors check prints under them — after "check prints the
/// first compiler error(s) of the Before goals", a text block — what check prints: its first
/// lines, or among them when the paragraph says "among them".
public struct BeforeGoalsChecks {
    /// A README's sample of those errors.
    public struct Sample: Equatable, Sendable {
        /// Whether the block is check's first lines (else: each line is one of them).
        public var first: Bool
        public var lines: [String]
    }

    public var results: ResultFolder
    public var files: DiskFiles

    public init(results: ResultFolder, files: DiskFiles) {
        self.results = results
        self.files = files
    }

    /// The sample in a README's text, or nil when it shows none.
    public static func sample(readme: String) -> Sample? {
        var wanted = false, inside = false, first = true
        var lines: [String] = []
        for line in LessonChecks.lines(readme).map(String.init) {
            if line.range(of: "check prints the first compiler errors? of the Before goals", options: .regularExpression) != nil, !wanted {
                wanted = true
                first = true
            }
            if wanted, !inside, line.contains("among them") { first = false }
            if wanted, line.hasPrefix("```") {
                if inside { return Sample(first: first, lines: lines) }
                inside = true
                continue
            }
            if inside { lines.append(line) }
        }
        return inside ? Sample(first: first, lines: lines) : nil
    }

    /// A line for each chapter's goal tests, and one for its README's sample when it has one.
    public func all(chapters: [String]) -> [IntegrityResult] {
        chapters.flatMap { chapter -> [IntegrityResult] in
            let result = results.result(chapter: chapter, stage: "Before", suite: "Goals")
            let counts = "\(result.passed)/\(result.total)"
            var found: [IntegrityResult]
            switch result.status {
            case .build: found = [IntegrityResult(message: "\(chapter): Before's goal tests don't compile yet (expected)")]
            case .fail, .crash: found = [IntegrityResult(message: "\(chapter): Before's goal tests fail (\(counts) pass; expected)")]
            case .none: found = [Self.failure("\(chapter): Before's goal tests compile but no test ran")]
            case .pass: found = [Self.failure("\(chapter): Before's goal tests already pass (\(counts)) — they must fail before the refactoring")]
            case .hung, .unknown: found = [Self.failure("\(chapter): Before's goal tests gave no verdict (\(result.status.rawValue))")]
            }
            if let sample = Self.sample(readme: files.contents("Chapters/\(chapter)/README.md") ?? "") {
                found.append(judge(sample, printed: result.details.map { String($0.drop(while: \.isWhitespace)) }, chapter: chapter))
            }
            return found
        }
    }

    /// The sample against what check printed.
    func judge(_ sample: Sample, printed: [String], chapter: String) -> IntegrityResult {
        let readme = "Chapters/\(chapter)/README.md"
        if sample.first {
            let shown = Array(printed.prefix(sample.lines.count))
            guard shown != sample.lines else {
                return IntegrityResult(message: "\(readme): the first compiler errors it shows are what check prints on the pristine Before")
            }
            let differences = sample.lines.filter { !shown.contains($0) }.map { "< \($0)" } + shown.filter { !sample.lines.contains($0) }.map { "> \($0)" }
            return IntegrityResult(message: "\(readme): the first compiler errors it shows are not what check prints on the pristine Before (< README, > check)",
                                   findings: (differences.isEmpty ? ["(the same lines, in another order)"] : differences).map { Finding(check: "before-goals", message: $0) })
        }
        let missing = sample.lines.filter { !printed.contains($0) }
        guard !missing.isEmpty else {
            return IntegrityResult(message: "\(readme): the compiler errors it shows are among those check prints on the pristine Before")
        }
        return IntegrityResult(message: "\(readme) shows compiler errors check does not print on the pristine Before",
                               findings: (missing + ["check prints:"] + printed.prefix(3)).map { Finding(check: "before-goals", message: $0) })
    }

    static func failure(_ message: String) -> IntegrityResult {
        IntegrityResult(message: message, findings: [Finding(check: "before-goals", message: "")])
    }
}
