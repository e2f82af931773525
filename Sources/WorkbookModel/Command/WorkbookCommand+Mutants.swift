import Foundation

/// The mutant catalogues' model for integrity and the scripts' tests
/// (Sources/WorkbookModel/Mutants): the catalogue's mutants, the plan of a stage, its files,
/// lines and locations, a file with its mutants written in, and the step lines' accounting.
extension WorkbookCommand {
    /// One of `workbook mutants`' questions.
    public enum MutantsQuestion: Equatable, Sendable {
        /// `id<TAB>area<TAB>notice<TAB>hint<TAB>file` a mutant; the catalogue's problems on stderr (exit 1).
        case list(catalogue: String)
        /// Which site of each mutant fits the stage (``MutantSchemata/plan(stage:modules:)``).
        case plan(catalogue: String, stage: String, modules: [String])
        /// The files a plan changes.
        case files(catalogue: String, plan: String)
        /// Where each planned site's anchor is: `file<TAB>line<TAB>id`.
        case lines(catalogue: String, plan: String, stage: String)
        /// Where each planned mutant changes the stage's code (grade's report of a missed change).
        case locate(catalogue: String, plan: String, stage: String)
        /// The stage's file `target` (read from `source`) with its planned mutants written in.
        case apply(catalogue: String, source: String, plan: String, target: String, only: Set<String>?)
        /// Each stage file the plan changes, with its planned mutants written in, into the folder
        /// `out` (at the same path); prints the files' paths (grade's copy of the stage: one call).
        case write(catalogue: String, plan: String, stage: String, out: String, only: Set<String>?)
        /// The behavioural lines a chapter's steps add: `file<TAB>line<TAB>text`.
        case stepLines(chapter: String)
        /// How each of them is accounted for by the catalogues (``StepCoverage``).
        case stepCoverage(chapter: String, catalogues: [String])
    }

    static func mutantsQuestion(_ operands: [String], options: [String: String]) throws(UsageError) -> MutantsQuestion {
        func option(_ name: String) throws(UsageError) -> String {
            guard let value = options[name] else { throw UsageError(description: "mutants \(operands.first ?? "") needs \(name)") }
            return value
        }
        let takes: [String: Set<String>] = ["plan": ["--stage", "--modules"], "files": ["--plan"], "lines": ["--plan", "--stage"],
                                            "locate": ["--plan", "--stage"], "apply": ["--plan", "--target", "--only"],
                                            "write": ["--plan", "--stage", "--out", "--only"]]
        if let mode = operands.first, let extra = Set(options.keys).subtracting(takes[mode] ?? []).sorted().first {
            throw UsageError(description: "mutants \(mode) takes no \(extra)")
        }
        func words(_ text: String?) -> [String] { (text ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init) }
        switch (operands.first, operands.count) {
        case ("list", 2): return .list(catalogue: operands[1])
        case ("plan", 2): return .plan(catalogue: operands[1], stage: try option("--stage"), modules: words(options["--modules"]))
        case ("files", 2): return .files(catalogue: operands[1], plan: try option("--plan"))
        case ("lines", 2): return .lines(catalogue: operands[1], plan: try option("--plan"), stage: try option("--stage"))
        case ("locate", 2): return .locate(catalogue: operands[1], plan: try option("--plan"), stage: try option("--stage"))
        case ("apply", 3):
            let only = Set(words(options["--only"]))
            return .apply(catalogue: operands[1], source: operands[2], plan: try option("--plan"), target: try option("--target"),
                          only: only.isEmpty ? nil : only)
        case ("write", 2):
            let only = Set(words(options["--only"]))
            return .write(catalogue: operands[1], plan: try option("--plan"), stage: try option("--stage"), out: try option("--out"),
                          only: only.isEmpty ? nil : only)
        case ("step-lines", 2): return .stepLines(chapter: operands[1])
        case ("step-coverage", 2...) where operands.count >= 3: return .stepCoverage(chapter: operands[1], catalogues: Array(operands.dropFirst(2)))
        default:
            throw UsageError(description: "mutants takes list, plan, files, lines, locate, write CATALOGUE, apply CATALOGUE SOURCE, "
                + "step-lines CHAPTER or step-coverage CHAPTER CATALOGUE…")
        }
    }

    func mutants(_ question: MutantsQuestion, registry: Registry, root: URL) throws -> Outcome {
        func url(_ path: String) -> URL { URL(fileURLWithPath: path, relativeTo: root) }
        func schemata(_ catalogue: String) -> MutantSchemata {
            MutantSchemata(catalogue: .read(path: catalogue, root: root), read: Self.fileReader(root: root))
        }
        func plan(_ path: String) -> MutantPlan {
            MutantPlan(text: (try? String(contentsOf: url(path), encoding: .utf8)) ?? "")
        }
        func lines(_ items: [String]) -> String { items.map { $0 + "\n" }.joined() }
        func refused(_ schemata: MutantSchemata) -> Outcome? {
            schemata.catalogue.problems.isEmpty ? nil : Outcome(output: "", status: 1, progress: lines(schemata.catalogue.problems))
        }
        switch question {
        case .list(let catalogue):
            let read = MutantCatalogue.read(path: catalogue, root: root)
            return Outcome(output: lines(read.mutants.map(\.listLine)), status: read.problems.isEmpty ? 0 : 1, progress: lines(read.problems))
        case .plan(let catalogue, let stage, let modules):
            let schemata = schemata(catalogue)
            if let refused = refused(schemata) { return refused }
            let (plan, problems) = schemata.plan(stage: stage, modules: modules)
            return Outcome(output: plan.text, status: problems.isEmpty ? 0 : 1, progress: lines(problems))
        case .files(let catalogue, let path):
            let schemata = schemata(catalogue)
            return refused(schemata) ?? Outcome(output: lines(schemata.files(plan(path))), status: 0)
        case .lines(let catalogue, let path, let stage):
            let schemata = schemata(catalogue)
            return refused(schemata) ?? Outcome(output: lines(schemata.lines(plan(path), stage: stage)), status: 0)
        case .locate(let catalogue, let path, let stage):
            let schemata = schemata(catalogue)
            return refused(schemata) ?? Outcome(output: lines(schemata.locate(plan(path), stage: stage)), status: 0)
        case .apply(let catalogue, let source, let path, let target, let only):
            let schemata = schemata(catalogue)
            if let refused = refused(schemata) { return refused }
            guard let bytes = FileManager.default.contents(atPath: url(source).path) else {
                throw UsageError(description: "mutants apply: no file \(source)")
            }
            let (text, problems) = schemata.apply(plan(path), target: target, source: Array(bytes), only: only)
            return Outcome(output: text, status: problems.isEmpty ? 0 : 1, progress: lines(problems))
        case .write(let catalogue, let path, let stage, let out, let only):
            let schemata = schemata(catalogue)
            if let refused = refused(schemata) { return refused }
            let plan = plan(path)
            var problems: [String] = []
            let files = schemata.files(plan)
            for file in files {
                guard let source = Self.fileReader(root: root)(stage + "/" + file) else { problems.append("\(file)\tno such file in \(stage)"); continue }
                let (text, missed) = schemata.apply(plan, target: file, source: source, only: only)
                let target = url(out).appendingPathComponent(file)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: target)
                problems += missed
            }
            return Outcome(output: lines(files), status: problems.isEmpty ? 0 : 1, progress: lines(problems))
        case .stepLines(let chapter):
            guard registry.chapter(named: chapter) != nil else { throw UsageError(description: "unknown chapter '\(chapter)'") }
            return Outcome(output: lines(StepLines(root: root, chapter: chapter).lines().map(\.tabbed)), status: 0)
        case .stepCoverage(let chapter, let catalogues):
            let coverage = try Self.stepCoverage(chapter, catalogues: catalogues, registry: registry, root: root)
            return Outcome(output: lines(coverage.lines), status: 0)
        }
    }

    /// A reader of files by path (relative to `root` unless absolute): nil for none, or a folder.
    static func fileReader(root: URL) -> @Sendable (String) -> [UInt8]? {
        { path in
            let file = URL(fileURLWithPath: path, relativeTo: root)
            guard FileManager.default.isFile(at: file) else { return nil }
            return FileManager.default.contents(atPath: file.path).map { Array($0) }
        }
    }

    /// The accounting of a chapter's step lines by `catalogues` (paths relative to `root`): the
    /// lines their mutants change in its After (a catalogue that is malformed pins none, a
    /// mutant that fits no site of the After none), and their open and quiet lines.
    static func stepCoverage(_ chapter: String, catalogues: [String], registry: Registry, root: URL) throws -> StepCoverage {
        guard let entry = registry.chapter(named: chapter) else { throw UsageError(description: "unknown chapter '\(chapter)'") }
        let after = root.appendingPathComponent("Chapters/\(chapter)/After").path
        let modules = entry.stage(named: "After")?.modules.map(\.name) ?? []
        var pinned: Set<String> = [], text: [UInt8] = []
        for catalogue in catalogues {
            let schemata = MutantSchemata(catalogue: .read(path: catalogue, root: root), read: Self.fileReader(root: root))
            text += FileManager.default.contents(atPath: URL(fileURLWithPath: catalogue, relativeTo: root).path).map { Array($0) } ?? []
            guard schemata.catalogue.problems.isEmpty else { continue }
            let plan = schemata.plan(stage: after, modules: modules.count > 1 ? modules : []).plan
            for line in schemata.lines(plan, stage: after) {
                pinned.insert(line.split(separator: "\t", omittingEmptySubsequences: false).prefix(2).joined(separator: "\t"))
            }
        }
        return StepCoverage(lines: StepLines(root: root, chapter: chapter).lines(), pinned: pinned,
                            listed: ListedLine.read(String(decoding: text, as: UTF8.self)))
    }

    /// integrity's "Step lines pinned": a pair chapter's step lines, each pinned by a mutant of
    /// chapter 0's catalogue, every-stage.mutants or its own, or listed open or quiet there.
    static func stepLinesResult(_ chapter: String, registry: Registry, root: URL) throws -> IntegrityResult {
        let shared = "Chapters/Shared/Mutants/"
        let own = registry.chapter(named: chapter)?.facts["mutants"] ?? ""
        func exists(_ path: String) -> Bool { FileManager.default.isFile(at: root.appendingPathComponent(path)) }
        guard !own.isEmpty, exists(shared + own) else {
            let message = "\(chapter): no mutant catalogue of its own (Chapters/chapters.registry: \(chapter).mutants)"
            return IntegrityResult(message: message, findings: [Finding(check: "step-lines", message: "")])
        }
        var catalogues = [shared + own]
        if let stage0 = registry.chapters(ofKind: "characterize").last?.facts["mutants"] { catalogues.insert(shared + stage0, at: 0) }
        if exists(shared + "every-stage.mutants") { catalogues.append(shared + "every-stage.mutants") }
        let coverage = try stepCoverage(chapter, catalogues: catalogues, registry: registry, root: root)
        let unlisted = coverage.entries.filter { $0.state == .unlisted }.map { "\($0.line.file):\($0.line.line): \($0.line.key)" }
        if !unlisted.isEmpty {
            return IntegrityResult(message: "\(chapter): behavioural lines its steps add that no mutant changes and \(shared + own) does not list "
                                   + "(write a mutant, or list it open or quiet)", findings: unlisted.map { Finding(check: "step-lines", message: $0) })
        }
        if !coverage.stale.isEmpty {
            return IntegrityResult(message: "\(shared + own) lists lines the steps no longer add",
                                   findings: coverage.stale.map { Finding(check: "step-lines", message: "\($0.kind.rawValue) \($0.file): \($0.text)") })
        }
        return IntegrityResult(message: "\(chapter): \(coverage.count(.pinned)) behavioural lines its steps add pinned by a mutant, "
                               + "\(coverage.count(.quiet)) quiet, \(coverage.count(.open)) open (no mutant yet: \(shared + own))")
    }
}
