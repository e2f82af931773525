import Foundation

/// Running a command against a repository: its output and exit status.
extension WorkbookCommand {
    /// What a command prints and its exit status.
    public struct Outcome: Equatable, Sendable {
        public var output: String
        public var status: Int32
        /// What goes to stderr first (problems, a one-line failure).
        public var progress: String = ""
    }

    /// Runs the command in the repository at `root`.
    public func run(root: URL) throws -> Outcome {
        // Before the registry is read: a script's error may be that it cannot be.
        if case .errorJSON(let message) = action { return Outcome(output: ScriptError(message: message).json, status: 0) }
        let registry = try Registry.load(root: root)
        func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) }
        func lines(_ items: [String]) -> String { items.map { $0 + "\n" }.joined() }
        let palette: Palette = colour ? .ansi : .plain
        // As Package.swift: the chapters whose Before goals a learner asked for (./Scripts/xcode).
        let beforeGoals = (try? String(contentsOf: root.appendingPathComponent(".workbook/before-goals"), encoding: .utf8))
            .map { Set($0.split(whereSeparator: \.isWhitespace).map { "\($0.lowercased())-before-goals" }) } ?? []
        func targetNames() -> [String] { registry.targetNames(beforeGoalsWanted: beforeGoals, folderExists: exists) }
        switch action {
        case .targets(nil):
            return Outcome(output: lines(targetNames()), status: 0)
        case .targets(let dump?):
            let data = try Data(contentsOf: URL(fileURLWithPath: dump, relativeTo: root))
            let problems = try ManifestTargets(json: data).problems(against: targetNames())
            return Outcome(output: lines(problems), status: problems.isEmpty ? 0 : 1)
        case .registryShell:
            return Outcome(output: registry.shellAssignments(), status: 0)
        case .registryProblems:
            let findings = RegistryChecks(registry: registry, files: DiskFiles(root: root)).all()
            return Outcome(output: lines(findings.map(\.message)), status: findings.isEmpty ? 0 : 1)
        case .runStages(let scopes, let out, let toolchain, let jobs):
            for scope in scopes where StageResult.named(scope: scope, registry: registry) == nil {
                throw UsageError(description: "'\(scope)' is no stage of a chapter (chapterN-before|after-characterization|goals)")
            }
            let environment = ProcessInfo.processInfo.environment
            let settings: StageRunner.Settings
            do {
                let swift = try SwiftToolchain.required(path: environment["PATH"]).executable
                settings = .from(environment: environment, root: root, out: URL(fileURLWithPath: out, relativeTo: root),
                                 jobs: jobs, toolchain: toolchain, swift: swift, reaper: tool,
                                 testTimeLimit: try TimeLimit.seconds(from: environment, "WORKBOOK_CHECK_TIME_LIMIT", otherwise: StageRunner.defaultTestTimeLimit),
                                 buildTimeLimit: try TimeLimit.seconds(from: environment, StageBuild.timeLimitVariable, otherwise: StageBuild.defaultTimeLimit))
            } catch {
                return Outcome(output: "", status: 2, progress: "check: \(error.message)\n")
            }
            return Outcome(output: "", status: StageRunner(settings: settings, registry: registry).run(scopes: scopes))
        case .stageFacts(let scope, let results):
            guard let named = StageResult.named(scope: scope, registry: registry) else {
                throw UsageError(description: "'\(scope)' is no stage of a chapter (chapterN-before|after-characterization|goals)")
            }
            let result = ResultFolder(url: URL(fileURLWithPath: results, relativeTo: root), unfinishedIsCrash: true)
                .result(chapter: named.chapter, stage: named.stage, suite: named.suite)
            return Outcome(output: lines(["\(result.status.rawValue)\t\(result.passed)\t\(result.total)"] + result.details), status: 0)
        case .firstErrors(let log, let count):
            let text = (try? String(contentsOf: URL(fileURLWithPath: log, relativeTo: root), encoding: .utf8)) ?? ""
            let paths = RepositoryPaths(root: root, registry: registry, logicalRoot: ProcessInfo.processInfo.environment["PWD"])
            return Outcome(output: lines(BuildLog(text: text).firstErrors(count, paths: paths)), status: 0)
        case .xctest(let log, let question):
            let text = (try? String(contentsOf: URL(fileURLWithPath: log, relativeTo: root), encoding: .utf8)) ?? ""
            let paths = RepositoryPaths(root: root, registry: registry, logicalRoot: ProcessInfo.processInfo.environment["PWD"])
            return Outcome(output: question.answer(text, paths: paths), status: 0)
        case .benchReport(let rows):
            let text = (try? String(contentsOf: URL(fileURLWithPath: rows, relativeTo: root), encoding: .utf8)) ?? ""
            let report = BenchReport(text: text)
            return Outcome(output: report.table(palette), status: report.exitStatus)
        case .integrity(let question):
            return try integrity(question, registry: registry, root: root)
        case .errorJSON(let message):
            return Outcome(output: ScriptError(message: message).json, status: 0)
        case .mutants(let question):
            return try mutants(question, registry: registry, root: root)
        case .referee(let chapter, let stage, let binPath, let json):
            return try referee(chapter: chapter, stage: stage, binPath: binPath, json: json, registry: registry, root: root)
        case .gradeCounts(let file):
            guard let data = FileManager.default.contents(atPath: file), let counts = GradeSummary.Counts(json: data) else {
                throw GradeSummary.FolderError(description: "\(file) is not grade's JSON")
            }
            return Outcome(output: counts.text, status: 0)
        }
    }
}
