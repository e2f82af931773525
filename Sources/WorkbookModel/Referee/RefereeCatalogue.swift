import Foundation

/// The referee's catalogue (`Tests/RefereeCatalogue/`): for every case, the chapter's After
/// copied, the case's patch applied (`git apply`), the compiler asked for the copy's call graph,
/// and the chapter's rules judged on it — and on the same graph, the map's rules, which must
/// agree. Built on the products of a build of the whole package (`swift build --build-tests`).
public struct RefereeCatalogue: Sendable {
    public static let folder = "Tests/RefereeCatalogue"

    public var root: URL
    public var registry: Registry
    public var binPath: URL

    public init(root: URL, registry: Registry, binPath: URL) {
        self.root = root
        self.registry = registry
        self.binPath = binPath
    }

    /// Every entry of a chapter, by file name.
    public func entries(chapter: String) throws -> [CatalogueEntry] {
        let folder = root.appendingPathComponent("\(Self.folder)/\(chapter)")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".patch") }.sorted()
        return try names.map { name in
            try CatalogueEntry.parse(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8), chapter: chapter, name: name)
        }
    }

    /// What the referee says of an entry, and whether the map says the same of each rule.
    public struct Outcome: Sendable {
        public var verdicts: [RuleVerdict]
        /// Rules on which the map and the verdicts disagree (none, by construction: they read one graph).
        public var mapDisagreements: [String]
    }

    /// Why an entry could not be judged: its patch does not apply, or its code does not compile.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// A chapter's After as it is, compiled once for its entries (``SILEmitter/base(_:)``) in
    /// `work`: nil for an After of one module.
    public func base(chapter: String, work: URL) throws -> SILEmitter.Base? {
        let stage = try after(chapter)
        return try emitter(work: work.appendingPathComponent("\(chapter)-base")).base(stage)
    }

    /// A chapter's After, as the registry lists it.
    private func after(_ chapter: String) throws -> Stage {
        guard let stage = registry.chapter(named: chapter)?.stage(named: "After") else {
            throw Failure(description: "\(chapter) has no After")
        }
        return stage
    }

    /// The compiler asked for a stage's SIL, its output in `work`.
    private func emitter(work: URL, variant: URL? = nil, base: SILEmitter.Base? = nil) throws -> SILEmitter {
        guard let swiftc = ToolRun.find("swiftc"), let swift = ToolRun.find("swift") else { throw Failure(description: "no swiftc on PATH") }
        return SILEmitter(root: root, binPath: binPath, swiftc: swiftc, swift: swift, work: work, variant: variant, base: base)
    }

    /// Judges one entry in a folder of its own under `work`; the modules the entry leaves as
    /// they are read from `base` (its chapter's, ``base(chapter:work:)``) when there is one.
    public func judge(_ entry: CatalogueEntry, work: URL, base: SILEmitter.Base? = nil) throws -> Outcome {
        let stage = try after(entry.chapter)
        let copy = work.appendingPathComponent("\(entry.chapter)-\((entry.name as NSString).deletingPathExtension)")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent(stage.folder), to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let patch = work.appendingPathComponent("\(copy.lastPathComponent).patch")
        try entry.patch.write(to: patch, atomically: true, encoding: .utf8)
        guard let git = ToolRun.find("git") else { throw Failure(description: "no git on PATH: the catalogue's patches are applied with git apply") }
        let errors = work.appendingPathComponent("\(copy.lastPathComponent).errors")
        let status = try ToolRun(executable: git, arguments: ["apply", "--verbose", "--whitespace=nowarn", patch.path], directory: copy)
            .run(output: work.appendingPathComponent("\(copy.lastPathComponent).out"), errors: errors)
        // Inside a repository, git apply skips the paths outside the folder it runs in, and says so only there.
        guard status == 0, !((try? String(contentsOf: errors, encoding: .utf8)) ?? "").contains("Skipped patch") else {
            throw Failure(description: "\(entry.chapter)/\(entry.name) does not apply to the After: \((try? String(contentsOf: errors, encoding: .utf8)) ?? "")")
        }
        let code = try emitter(work: work.appendingPathComponent("\(copy.lastPathComponent).work"), variant: copy, base: base).stageCode(stage)
        let rules = try Referee(root: root, registry: registry).rules(chapter: entry.chapter)?.rules ?? []
        // Every path, not the few check shows: a case names what it reaches, however long its path.
        let verdicts = rules.map { code.verdict($0, shown: Int.max) }
        let map = DependencyMap(code, rules: rules, selection: .all)
        let disagreements = zip(verdicts, map.rules).filter { $0.0.isGone == $0.1.isPresent }.map(\.0.test)
        return Outcome(verdicts: verdicts, mapDisagreements: disagreements)
    }
}
