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
        switch action {
        case .registryShell:
            return Outcome(output: registry.shellAssignments(), status: 0)
        case .registryProblems:
            let findings = RegistryChecks(registry: registry, files: DiskFiles(root: root)).all()
            return Outcome(output: lines(findings.map(\.message)), status: findings.isEmpty ? 0 : 1)
        case .integrity(let question):
            return try integrity(question, registry: registry, root: root)
        case .errorJSON(let message):
            return Outcome(output: ScriptError(message: message).json, status: 0)
        case .mutants(let question):
            return try mutants(question, registry: registry, root: root)
        }
    }
}
