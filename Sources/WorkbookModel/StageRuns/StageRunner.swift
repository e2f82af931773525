import Foundation

/// Builds and tests a check's stages, each on its own, so that a compile error in one never
/// hides another's results: check's, integrity's and step's run of stages.
///
/// A stage is a scope (chapter1-before-characterization): the package narrowed to one test
/// target (WORKBOOK_SCOPE, see Package.swift). Stages build one after another in their build
/// folder (``KeptResults/buildFolder(scope:chapter:registry:)``; SwiftPM builds one thing at a
/// time in a folder), and each one's tests run on a copy of the test program alongside the next
/// build, at most ``Settings/jobs`` stages' tests at a time. Those that compiled last time build
/// together first, in one build (one re-link of the test program instead of one a stage).
/// A stage whose key (``ScopeKey``) is the key of its kept results shows them without building.
///
/// Every build and test run has its time limit and runs under the reaper (``LimitedRun``).
/// Results go to ``Settings/out``: SCOPE.result.json (``StageRun/writeResult(in:registry:root:logicalRoot:)``),
/// with SCOPE.build.log, .test.log, .list.log and .events beside it, which a progress line reads.
public final class StageRunner: @unchecked Sendable {
    /// Where and how the stages run.
    public struct Settings: Sendable {
        public var root: URL
        /// The folder of this run's results and logs.
        public var out: URL
        /// At most this many stages' tests at a time, besides the build.
        public var jobs: Int
        /// The toolchain's line in the stages' keys (``SwiftToolchain/keyLine(path:)``).
        public var toolchain: String
        /// The environment the runs inherit (snapshot recording left out: ``StageRunner/inherited``).
        public var environment: [String: String]
        public var swift: URL
        /// The workbook executable every build and test run runs under, or nil.
        public var reaper: URL?
        /// Where check's build folders are (.build-check, or WB_SCRATCH_BASE).
        public var scratchBase: URL
        public var testTimeLimit: Int
        public var buildTimeLimit: Int
        /// How much a run's log may hold (WB_LOG_LIMIT: the scripts' tests lower it).
        public var logLimit: Int
        /// WORKBOOK_CHECK_CACHE=off: always build and test, keep nothing.
        public var keepsResults: Bool
        /// Whether stages that compiled last time build together (WORKBOOK_CHECK_GROUP=off: not;
        /// only where the tests are a program this runs, Linux).
        public var buildsTogether: Bool
        /// Whether every stage builds in one folder, one after another (``StageRunner/inTurnFolder``),
        /// not a chapter of several modules' in a folder of its own: for integrity and step
        /// verify, which build each stage once, in order, and would build the platform again in
        /// a new folder for each such chapter and for the others (9 to 14 s of processor time
        /// each, measured in CI on 2026-11-29). A check keeps each one's folder: its next build
        /// of that stage is then incremental.
        public var buildsInTurn = false

        /// The settings check's environment gives, with the time limits the caller read (``TimeLimit``).
        public static func from(environment: [String: String], root: URL, out: URL, jobs: Int, toolchain: String,
                                swift: URL, reaper: URL?, testTimeLimit: Int, buildTimeLimit: Int) -> Settings {
            #if os(Linux)
            let linux = true
            #else
            let linux = false
            #endif
            let logLimit = environment["WB_LOG_LIMIT"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? LimitedRun.defaultLogLimit
            return Settings(
                root: root, out: out, jobs: jobs, toolchain: toolchain, environment: StageRunner.inherited(environment), swift: swift,
                reaper: reaper, scratchBase: BuildFolder.scratchBase(root: root, environment: environment),
                testTimeLimit: testTimeLimit, buildTimeLimit: buildTimeLimit,
                logLimit: logLimit, keepsResults: environment["WORKBOOK_CHECK_CACHE"] != "off",
                buildsTogether: linux && environment["WORKBOOK_CHECK_GROUP"] != "off")
        }
    }

    /// A stage's tests' time limit when the environment sets none: they take seconds.
    public static let defaultTestTimeLimit = 120

    /// A stage's tests' time limit the environment sets (WORKBOOK_CHECK_TIME_LIMIT), else the
    /// default; a value that is no time limit is its one-line failure.
    public static func testTimeLimit(from environment: [String: String]) throws(ScriptFailure) -> Int {
        try TimeLimit.seconds(from: environment, "WORKBOOK_CHECK_TIME_LIMIT", otherwise: defaultTestTimeLimit)
    }

    public let settings: Settings
    public let registry: Registry
    /// The background test runs.
    let tests = DispatchGroup()
    /// A place for each stage's tests that may run at a time.
    let slots: DispatchSemaphore
    /// The keys taken before any build, from one reading of the files.
    var keysAtStart: [String: String] = [:]
    /// While the stages whose tests crashed after an incremental build run again from scratch.
    var freshRetry = false

    public init(settings: Settings, registry: Registry) {
        self.settings = settings
        self.registry = registry
        slots = DispatchSemaphore(value: max(1, settings.jobs))
    }

    /// The caller's environment without the variables that ask the tests to record their
    /// snapshots again (RECORD_SNAPSHOTS and the like): the snapshots are the referee, and a
    /// check never rewrites them.
    public static func inherited(_ environment: [String: String]) -> [String: String] {
        environment.filter { $0.key.range(of: "RECORD.*SNAPSHOT|SNAPSHOT.*RECORD", options: .regularExpression) == nil }
    }

    /// Runs the stages, in the order given; 0, or the shell's status for the signal that
    /// interrupted it (Ctrl-C, SIGTERM: everything it started is ended, and no result is
    /// written for what did not finish).
    public func run(scopes: [String]) -> Int32 {
        Interrupts.noting {
            try? FileManager.default.createDirectory(at: settings.out, withIntermediateDirectories: true)
            keysAtStart = keys(scopes)
            runStages(scopes)
            tests.wait()
            return Interrupts.notedSignal.map { 128 + $0 } ?? 0
        }
    }

    /// Whether Ctrl-C or SIGTERM arrived: nothing more is started.
    var interrupted: Bool { Interrupts.notedSignal != nil }

    /// Those that compiled last time together first, then each of the others (and of those the
    /// joint build left) on its own, in the order given; then those whose tests crashed after an
    /// incremental build, again from a fresh folder.
    func runStages(_ scopes: [String]) {
        var reused: Set<String> = []
        var together: [String] = []
        for scope in scopes {
            removeLegacyFolder(scope)
            // Before its key is taken: a file saved after this moment is newer (see ``keepable``).
            _ = FileManager.default.createFile(atPath: file(scope, "started").path, contents: nil)
            if reuseKept(scope, key: keysAtStart[scope]) {
                reused.insert(scope)
            } else if buildsTogether(scope) {
                together.append(scope)
            }
        }
        var left = Set(together)
        if together.count >= 2 { left = runTogether(together) }
        for scope in scopes where !reused.contains(scope) && (!together.contains(scope) || left.contains(scope)) {
            if interrupted { break }
            runStage(scope, alongside: true)
        }
        tests.wait()
        retryFresh(scopes)
    }

    // MARK: - Facts of a scope

    /// The scope's chapter, stage and suite; nil for a scope the registry does not have.
    func named(_ scope: String) -> (chapter: RegistryChapter, stage: Stage, suite: String)? {
        guard let result = StageResult.named(scope: scope, registry: registry), let chapter = registry.chapter(named: result.chapter),
              let stage = chapter.stage(named: result.stage) else { return nil }
        return (chapter, stage, result.suite)
    }

    func buildFolder(_ scope: String) -> URL {
        if settings.buildsInTurn { return inTurnFolder }
        let kept = KeptResults(scratch: settings.scratchBase)
        guard let (chapter, _, _) = named(scope) else { return kept.sharedBuildFolder }
        return kept.buildFolder(scope: scope, chapter: chapter, registry: registry)
    }

    /// The folder every stage builds in, one after another, when they build in turn
    /// (``Settings/buildsInTurn``): the modules of a stage of several modules that another
    /// stage does not have are removed before its build (``removeForeignModules(_:scratch:)``).
    var inTurnFolder: URL {
        settings.scratchBase.appendingPathComponent("stages-in-turn")
    }

    /// The folder stages build together in: the one every stage shares.
    var sharedFolder: URL {
        settings.buildsInTurn ? inTurnFolder : KeptResults(scratch: settings.scratchBase).sharedBuildFolder
    }

    /// A file of this run's results folder: SCOPE.SUFFIX.
    func file(_ scope: String, _ suffix: String) -> URL {
        settings.out.appendingPathComponent("\(scope).\(suffix)")
    }

    /// The keys of the scopes now, from one reading of their files.
    func keys(_ scopes: [String]) -> [String: String] {
        let known = scopes.filter { named($0) != nil }
        let keys = ScopeKey.keys(scopes: known, files: SourceFiles(root: settings.root), toolchain: settings.toolchain,
                                 recordSnapshots: settings.environment["RECORD_SNAPSHOTS"] ?? "")
        return Dictionary(keys.map { ($0.scope, $0.key) }, uniquingKeysWith: { first, _ in first })
    }

    /// True when the stage may build together with others: in the folder every stage shares,
    /// a characterization stage or a one-module stage's goals, that did not fail to build or hang
    /// last time (a Before's goals never run: written not to compile until the work is done).
    func buildsTogether(_ scope: String) -> Bool {
        guard settings.buildsTogether, let (_, stage, suite) = named(scope), buildFolder(scope) == sharedFolder else { return false }
        // (Built in turn, a stage of several modules never builds with another: their names are the same.)
        guard suite == "Characterization" && !settings.buildsInTurn || stage.modules.count <= 1 else { return false }
        let kept = KeptResults(scratch: settings.scratchBase).folder(scope: scope).appendingPathComponent(KeptResults.resultFile)
        guard FileManager.default.fileExists(atPath: kept.path) else { return !(stage.name == "Before" && suite == "Goals") }
        let status = StageResult.read(from: kept)?.status
        return status != .build && status != .hung
    }
}
