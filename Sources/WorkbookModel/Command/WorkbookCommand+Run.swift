import Foundation

/// Running a command against a repository: its output and exit status.
extension WorkbookCommand {
    /// What a command prints and its exit status.
    public struct Outcome: Equatable, Sendable {
        public var output: String
        public var status: Int32
    }

    /// Runs the command in the repository at `root`; `now` dates the overview's ages.
    public func run(root: URL) throws -> Outcome {
        let registry = try Registry.load(root: root)
        func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) }
        func chapter(_ name: String) throws -> RegistryChapter {
            guard let chapter = registry.chapter(named: name) else { throw UsageError(description: "unknown chapter '\(name)'") }
            return chapter
        }
        func lines(_ items: [String]) -> String { items.map { $0 + "\n" }.joined() }
        // As Package.swift: the chapters whose Before goals a learner asked for (./Scripts/xcode).
        let beforeGoals = (try? String(contentsOf: root.appendingPathComponent(".workbook/before-goals"), encoding: .utf8))
            .map { Set($0.split(whereSeparator: \.isWhitespace).map { "\($0.lowercased())-before-goals" }) } ?? []
        func targetNames() -> [String] { registry.targetNames(beforeGoalsWanted: beforeGoals, folderExists: exists) }
        switch action {
        case .chapters(let kind):
            return Outcome(output: lines(registry.chapters(ofKind: kind).map(\.name)), status: 0)
        case .value(let name, let key):
            let value = registry.chapter(named: name)?.facts[key]
            return Outcome(output: value.map { $0 + "\n" } ?? "", status: 0)
        case .modules(let name, let stageName, let imports):
            guard let stage = try chapter(name).stage(named: stageName) else { return Outcome(output: "", status: 0) }
            return Outcome(output: lines(stage.modules.map { imports ? $0.entry : $0.name }), status: 0)
        case .suites(let name):
            return Outcome(output: lines(try chapter(name).suites), status: 0)
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
        case .report(let names, let results, let done, let json):
            let folder = ResultFolder(url: URL(fileURLWithPath: results, relativeTo: root))
            let entries = try names.map { name in
                _ = try chapter(name)
                var results = ChapterResults.read(chapter: name, from: folder)
                for index in results.stages.indices {
                    let log = ".workbook/logs/\(results.stages[index].scope).log"
                    if exists(log) { results.stages[index].log = log }
                }
                return CheckReport.Entry(results: results,
                                         facts: NextStepFacts(nextChapter: registry.pairChapter(after: name)?.name))
            }
            let report = CheckReport(entries: entries, wantDone: done)
            if json { return Outcome(output: try Self.encode(report.json), status: report.exitStatus) }
            return Outcome(output: report.table(colour ? .ansi : .plain), status: report.exitStatus)
        }
    }

    /// JSON as every report writes it: keys sorted, indented, one line break at the end.
    public static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
