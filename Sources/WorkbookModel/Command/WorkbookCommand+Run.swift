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
        func lines(_ items: [String]) -> String { items.map { $0 + "\n" }.joined() }
        let palette: Palette = colour ? .ansi : .plain
        switch action {
        case .registryShell:
            return Outcome(output: registry.shellAssignments(), status: 0)
        case .registryProblems:
            let findings = RegistryChecks(registry: registry, files: DiskFiles(root: root)).all()
            return Outcome(output: lines(findings.map(\.message)), status: findings.isEmpty ? 0 : 1)
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
        }
    }
}
