/// Before or After of a chapter, and the modules it is made of (the app first).
public struct Stage: Equatable, Sendable {
    /// The two stages of a chapter, in order.
    public static let names = ["Before", "After"]
    /// The two suites of a stage, in order.
    public static let suites = ["Characterization", "Goals"]

    public var chapter: Int
    /// Before or After.
    public var name: String
    public var modules: [Module]

    public init(chapter: Int, name: String, modules: [Module]) {
        self.chapter = chapter
        self.name = name
        self.modules = modules
    }

    /// A stage from its registry line: `Name:Dep,Dep Name …` (empty entries skipped).
    init(chapter: Int, name: String, listed: String) {
        self.init(chapter: chapter, name: name, modules: listed.split(separator: " ").compactMap { Module(entry: String($0)) })
    }

    /// The stage's folder, relative to the repository: Chapters/chapterN/Before.
    public var folder: String { "Chapters/chapter\(chapter)/\(name)" }

    /// A one-module stage lives in the stage folder; several modules each in a folder of their own.
    public func path(of module: Module) -> String {
        modules.count == 1 ? folder : "\(folder)/\(module.name)"
    }

    /// The name the whole package declares a module of the stage under when an earlier stage
    /// has its name (chapter 9's modules, which later chapters keep): `Chapter10BeforeMyBiz`.
    public func aliasedName(_ name: String) -> String {
        "Chapter\(chapter)\(self.name)\(name)"
    }

    /// Test targets are named after the chapter and stage: Chapter1BeforeGoalsTests.
    public func testTargetName(suite: String) -> String {
        "Chapter\(chapter)\(name)\(suite)Tests"
    }

    /// The scripts' name of one suite of the stage: chapter1-before-goals (WORKBOOK_SCOPE's vocabulary).
    public func scope(suite: String) -> String {
        Stage.scope(chapter: "chapter\(chapter)", stage: name, suite: suite)
    }

    /// The scripts' name of a chapter's (chapter1) stage's suite: chapter1-before-goals, the one
    /// place that spells it.
    public static func scope(chapter: String, stage: String, suite: String) -> String {
        "\(chapter)-\(stage)-\(suite)".lowercased()
    }

    /// The modules of the stage that a module imports, and those they import, each once.
    public func dependencies(of module: Module) -> [String] {
        var found: [String] = []
        var next = module.dependencies
        while let name = next.first {
            next.removeFirst()
            guard !found.contains(name) else { continue }
            found.append(name)
            next += modules.first { $0.name == name }?.dependencies ?? []
        }
        return found
    }

    /// A Before of one module whose learner has begun to split it into its After's modules:
    /// once Before/<the After's app module> exists, the Before is the After's modules that have
    /// a folder in Before (each importing those of its After imports that exist). Nil otherwise.
    static func splitBefore(_ before: Stage, like after: Stage, folderExists: (String) -> Bool) -> Stage? {
        guard before.modules.count == 1, after.modules.count > 1,
              folderExists("\(before.folder)/\(after.modules[0].name)") else { return nil }
        let made = after.modules.filter { folderExists("\(before.folder)/\($0.name)") }
        let names = made.map(\.name)
        let modules = made.map { Module(name: $0.name, dependencies: $0.dependencies.filter(names.contains)) }
        return Stage(chapter: before.chapter, name: before.name, modules: modules)
    }
}
