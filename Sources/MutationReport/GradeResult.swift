/// A grading as grade left it, and the reports made from it: the schema's JSON, one HTML page, and editor warnings.
public struct GradeResult {
    /// The mutants, in the catalogue's order.
    public var mutants: [GradedMutant]
    /// The stage's files the mutants change, by their path relative to the stage.
    public var sources: [String: String]
    /// Which lines the tests ran on the real app.
    public var coverage: LineCoverage
    /// The tests that ran, as Class.test.
    public var tests: [String]
    /// The stage's folder relative to the repository (Chapters/chapter1/Before): reports name files from the repository.
    public var prefix: String
    /// Whose tests were graded, for the page's title ("your tests").
    public var whose: String

    public init(mutants: [GradedMutant], sources: [String: String], coverage: LineCoverage, tests: [String], prefix: String, whose: String) {
        self.mutants = mutants
        self.sources = sources
        self.coverage = coverage
        self.tests = tests
        self.prefix = prefix
        self.whose = whose
    }

    /// The scores from which a report calls a result high (every change caught) or low (under 60 %).
    public static let thresholds = MutationReport.Thresholds(high: 100, low: 60)

    /// A file's path from the repository.
    public func path(of file: String) -> String {
        prefix.isEmpty ? file : prefix + "/" + file
    }

    /// How many mutants a test caught.
    public var caughtCount: Int {
        mutants.filter(\.isCaught).count
    }

    /// The status the schema gives a mutant: a missed one whose line no test runs is NoCoverage.
    public func status(of mutant: GradedMutant) -> MutationReport.Status {
        switch mutant.outcome {
        case "failed": return .killed
        case "crashed": return .runtimeError
        case "hung": return .timeout
        default: return coverage.wasRun(mutant.file, line: mutant.line) == false ? .noCoverage : .survived
        }
    }

    /// The report in the schema's terms.
    public var report: MutationReport {
        var files: [String: MutationReport.FileResult] = [:]
        for mutant in mutants {
            let entry = MutationReport.Mutant(
                id: mutant.id,
                mutatorName: mutant.area,
                replacement: mutant.replacement,
                description: mutant.notice,
                location: .init(start: .init(line: mutant.line, column: mutant.column),
                                end: .init(line: mutant.endLine, column: mutant.endColumn + 1)),
                status: status(of: mutant),
                statusReason: mutant.isCaught ? (mutant.detail.isEmpty ? nil : mutant.detail) : "hint: " + mutant.hint,
                killedBy: mutant.isCaught ? mutant.caughtBy : nil,
                duration: mutant.milliseconds
            )
            files[path(of: mutant.file), default: .init(source: sources[mutant.file] ?? "", mutants: [])].mutants.append(entry)
        }
        var testFiles: [String: MutationReport.TestFile] = [:]
        for test in tests {
            let parts = test.split(separator: ".", maxSplits: 1).map(String.init)
            let (suite, name) = parts.count == 2 ? (parts[0], parts[1]) : ("Tests", test)
            testFiles[suite, default: .init(tests: [])].tests.append(.init(id: test, name: name))
        }
        return MutationReport(thresholds: Self.thresholds, files: files, testFiles: testFiles.isEmpty ? nil : testFiles,
                              framework: .init(name: "MyBiz workbook grade"))
    }

    /// One line per missed mutant in the form editors list as problems: `path:line:column: warning: …`.
    public var warnings: [String] {
        mutants.filter { !$0.isCaught }.map { mutant in
            let unrun = coverage.wasRun(mutant.file, line: mutant.line) == false ? " No test runs this line." : ""
            return "\(path(of: mutant.file)):\(mutant.line):\(mutant.column): warning: no test catches \(mutant.id): "
                + "\(mutant.notice)\(unrun) Hint: \(mutant.hint)"
        }
    }
}
