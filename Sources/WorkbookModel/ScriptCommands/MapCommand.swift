import Foundation

/// `./Scripts/map CHAPTER [before|after] [--text|--mermaid] [--all|--only TYPES] [--json]`: a
/// stage's dependency map, drawn from the compiler's call graph of its code as it is now, the
/// chapter's dependency rules marked present or gone (the graph `check --done` judges them on).
public struct MapCommand: ScriptCommand, Equatable, Sendable {
    public static let name = "map"
    public static let options: [ScriptOption] = [.flag("--text"), .flag("--mermaid"), .flag("--all"), .value("--only"), .flag("--json")]
    public static let usage = """
        Usage: ./Scripts/map CHAPTER [before|after] [--text|--mermaid] [--all|--only TYPES] [--json]

        Draws the dependency map of a chapter's stage from its code as it is now, as
        the compiler sees it: the stage's own types (and extensions, e.g.
        UIViewController+Alert), and who reaches whom — every call, read and write,
        protocol and class methods to every implementation the caller's module can
        see. It is the graph ./Scripts/check CHAPTER --done judges the chapter's
        dependency rules on (Chapters/CHAPTER/Tests/Dependencies.rules): each rule is
        drawn apart from the other arrows and marked present or gone. Edit your
        Before, draw it again, and watch it go.

          CHAPTER   chapter1, 1, …; left out inside Chapters/chapterN/: that one
                    (../../../Scripts/map after there draws its After)
          STAGE     before (default: your Before, as you left it) or after (the
                    reference)

        Options:
          --text      only the aligned text (for a terminal)
          --mermaid   only the Mermaid block (GitHub and most Markdown viewers draw it)
          --all       every type of the stage (default: the units the registry's
                      workbook.map names: those on the login's paths)
          --only TYPES  only these types, comma-separated (a close-up, e.g.
                      --only LoginViewController,LoginViewModel,Router)
          --json      {"chapter", "stage", "edge", "edge_present", "rules", "mermaid", "text"}
          -h, --help  show this help

        In the text, "==>" is a rule's path while present, "-x-" a rule once gone;
        the last lines say each rule's state. The maps in each chapter's README are
        this command's output for the Before (./Scripts/generate writes them;
        integrity proves they match the code).

        The compiler reads the stage as check builds it, so a map builds it first,
        in check's build folder: on a fresh clone about 15 s the first time; after
        that, a map takes one or two seconds. A stage that does not compile has no
        map: the first errors say why. The build may take
        WORKBOOK_CHECK_BUILD_TIME_LIMIT seconds (default 600), as check's.

        Exit status: 0 drawn, 1 the stage does not compile, 2 bad arguments or no
        Swift toolchain.

        """

    /// How a map is printed.
    public enum Format: String, Equatable, Sendable {
        case both, mermaid, text, json
    }

    public var chapter: String
    public var stage: String
    public var format: Format
    /// The types drawn; nil: the units the registry's `workbook.map` names.
    public var selection: DependencyMap.Selection?
    public var buildTimeLimit: Int

    public init(arguments: ScriptArguments, context: ScriptContext) throws {
        (chapter, stage) = try context.stagedChapter(arguments.operands, command: Self.name)
        let text = arguments.flag("--text"), mermaid = arguments.flag("--mermaid"), json = arguments.flag("--json")
        guard !(text && mermaid) else { throw ScriptFailure("--text or --mermaid, not both (without either: both)") }
        guard !(arguments.flag("--all") && arguments.value("--only") != nil) else { throw ScriptFailure("--all or --only, not both") }
        guard !(json && (text || mermaid)) else { throw ScriptFailure("--json carries both drawings: leave out --text and --mermaid") }
        format = json ? .json : text ? .text : mermaid ? .mermaid : .both
        selection = arguments.flag("--all") ? .all
            : arguments.value("--only").map { .only($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }) }
        try context.requireStageFolder(chapter: chapter, stage: stage)
        buildTimeLimit = try StageBuild.timeLimit(from: context.environment)
    }

    public init(chapter: String, stage: String, format: Format, selection: DependencyMap.Selection?, buildTimeLimit: Int) {
        self.chapter = chapter
        self.stage = stage
        self.format = format
        self.selection = selection
        self.buildTimeLimit = buildTimeLimit
    }

    public func run(_ context: ScriptContext) throws -> Int32 {
        let swift = try SwiftToolchain.required(path: context.environment["PATH"]).executable
        let registry = try context.registry()
        switch try drawing(swift: swift, registry: registry, context: context, progress: { context.output.printError($0 + "\n") }) {
        case .success(let map):
            context.output.print(map)
            return 0
        case .failure(let failure):
            context.output.printError(failure.lines.map { $0 + "\n" }.joined())
            return 1
        }
    }

    /// Why there is no map: the stage did not build (its lines say why: its first errors).
    public struct NotBuilt: Error, Equatable, Sendable {
        public var lines: [String]
    }

    /// The map as the format asks, the stage built first as check builds it (`progress` is told
    /// what takes time); why not when it does not build.
    public func drawing(swift: URL, registry: Registry, context: ScriptContext, progress: (String) -> Void) throws -> Result<String, NotBuilt> {
        switch try build(swift: swift, registry: registry, context: context, progress: progress) {
        case .success(let products): return .success(try draw(products: products, registry: registry, root: context.root))
        case .failure(let failure): return .failure(failure)
        }
    }

    /// The products folder of the stage's build, built first as check builds it; why not when
    /// it does not build. WB_MAP_BIN names a products folder that already holds the stage built
    /// (integrity's build of the whole package): then that.
    func build(swift: URL, registry: Registry, context: ScriptContext, progress: (String) -> Void) throws -> Result<URL, NotBuilt> {
        guard let registryChapter = registry.chapter(named: chapter), let modules = registryChapter.stage(named: stage)?.modules else {
            throw ScriptFailure("the registry has no \(chapter) \(stage)")
        }
        if let built = context.environment["WB_MAP_BIN"], !built.isEmpty, let module = modules.first,
           FileManager.default.fileExists(atPath: URL(fileURLWithPath: built).appendingPathComponent("\(module.name).build/sources").path) {
            return .success(URL(fileURLWithPath: built))
        }
        if let obstacle = StageBuild.obstacle(chapter: chapter, root: context.root) { throw ScriptFailure(obstacle) }
        let scope = Stage.scope(chapter: chapter, stage: stage, suite: "Characterization")
        let folder = KeptResults(scratch: BuildFolder.scratchBase(root: context.root, environment: context.environment))
            .buildFolder(scope: scope, chapter: registryChapter, registry: registry)
        return try FileManager.default.withWorkFolder("map") { work -> Result<URL, NotBuilt> in
            let build = StageBuild(scope: scope, folder: folder, log: work.appendingPathComponent("build.log"), timeLimit: buildTimeLimit)
            if !build.isWarm {
                progress("Building \(chapter) \(stage) once, as check does (about 15 s on a fresh clone): the map is the compiler's view of the code…")
            }
            let outcome = try build.run(swift: swift, root: context.root, environment: context.environment, reaper: context.tool)
            if let note = outcome.note { progress(note) }
            if let stopped = try outcome.ending.buildStopped("Chapters/\(chapter)/\(stage)", timeLimit: buildTimeLimit) {
                return .failure(NotBuilt(lines: [stopped + ", and there is no map without the compiler's view of the code"]))
            }
            guard outcome.built else {
                let text = String(lossyContentsOf: build.log)
                let errors = BuildLog(text: text).firstErrors(5, paths: RepositoryPaths(root: context.root, registry: registry))
                return .failure(NotBuilt(lines: ["Chapters/\(chapter)/\(stage) does not compile, and the map is the compiler's view of the code; the first errors:"] + errors))
            }
            return .success(folder.appendingPathComponent("debug"))
        }
    }

    /// The map of the stage built in `products`, as the format asks.
    func draw(products: URL, registry: Registry, root: URL) throws -> String {
        let referee = Referee(root: root, registry: registry)
        let rules = try referee.rules(chapter: chapter)?.rules ?? []
        let code = try referee.code(chapter: chapter, stage: stage, binPath: products)
        // A chapter about other parts of the app than the login's paths names its own units (chapterN.map).
        let focus = registry.chapter(named: chapter)?.facts["map"] ?? registry.facts["map"] ?? ""
        let map = DependencyMap(code, rules: rules, selection: selection ?? .focus(MapFocus(words: focus)))
        switch format {
        case .mermaid: return map.mermaid + "\n"
        case .text: return "```\n\(map.text)\n```\n"
        case .both: return "\(map.mermaid)\n\n```\n\(map.text)\n```\n"
        case .json: return MapDocument(chapter: chapter, stage: stage, map: map).json + "\n"
        }
    }
}
