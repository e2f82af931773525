import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `./Scripts/check [CHAPTER] [--done] [--json] [--watch] [--time-limit SECONDS]`: a chapter's
/// Before and After, each stage built and tested on its own (``StageRunner``), shown stage by
/// stage as each finishes, then the table, the verdict and the next step (``CheckReport``).
/// Without a chapter, outside a chapter's folder: every chapter as its last check left it
/// (``OverviewSource``). Chapter 0's check is its grading (./Scripts/grade).
public struct CheckCommand: ScriptCommand, Equatable, Sendable {
    public static let name = "check"
    public static let options: [ScriptOption] = [.flag("--done"), .flag("--json"), .value("--time-limit"), .flag("--watch")]
    public static let usage = """
        Usage: ./Scripts/check [CHAPTER] [--done] [--json] [--watch]

        Checks a chapter of the workbook: its Before (the code you refactor) and its
        After (the reference), each built and tested on its own, so that a compile
        error in one never hides the other's results.

          CHAPTER   chapter1, 1, … or all; chapter0 grades your characterization
                    tests by mutants instead (./Scripts/grade chapter0). Without it:
                    inside Chapters/chapterN/ (at any depth), that chapter; anywhere
                    else, where you are — every chapter as its last check left it,
                    and how far its Before is through the steps, at once and without
                    building anything

        For each stage it runs the characterization tests (what users and the server
        can observe: green on Before and After alike) and the goal tests (the new
        design: green on After; on Before they turn green when you are done).

        Options:
          --done    ask "is MY Before done?": exit 0 only if Before's goal tests pass
                    too (without it, check exits 0 when the chapter is healthy:
                    characterization green on both stages, After's goals green)
          --json    print the results as JSON instead of the table; a bad argument
                    or environment is {"error": "…", "exit_status": 2} (none when
                    swift is missing: then only the line on stderr)
          --watch   check, then check again each time you save a changed file under
                    the chapter's Before (polling once a second, no other tool
                    needed; WORKBOOK_WATCH_INTERVAL=S to change it): the table is
                    drawn afresh each time. Ctrl-C stops it (exit 130)
          --time-limit SECONDS
                    how long a stage's tests may run (default 120; also
                    WORKBOOK_CHECK_TIME_LIMIT): past it the stage is "hung", shown
                    with the test that was running and the last lines it printed,
                    and every process it started is ended. A stage's build may take
                    WORKBOOK_CHECK_BUILD_TIME_LIMIT seconds (default 600).
          -h, --help  show this help

        Exit status: 0 healthy (or done, with --done), 1 not yet, 2 bad arguments,
        no Swift toolchain, or a workbook folder check cannot write in; 130
        interrupted (Ctrl-C ends everything check started; it reports only what
        finished).

        The tests are the referee: check compares them (with the snapshots, every
        After, Sources) with the published workbook (Chapters/referees.sha256),
        names any file you edited — committed or not — and never says "done" over
        one; ./Scripts/reset CHAPTER --referees restores them. RECORD_SNAPSHOTS is
        ignored: check never rewrites the snapshots. Each stage's whole log of its
        last run is kept in .workbook/logs/.

        The first check of a chapter builds its stages once, the shared modules
        included: measured 12–25 s on two idle cores, 1¾–2½ min with other work
        keeping both busy (load 10); less once another chapter has been checked. A
        check after a one-line edit: about 3 s on two idle cores, 15–28 s at load
        10; with nothing changed, under a second (Docs/Timings.md says how each was
        measured). While a stage runs, its line says what it is doing
        (building, with SwiftPM's done/total counter, testing, waiting) and the
        seconds since check started. The stages build in one build
        folder, .build-check/stages (safe to delete): those that compiled last time
        together, in one build, and each of the others on its own, one after
        another; a build that fails is done again stage by stage, so that a compile
        error in one stage never hides another's results (WORKBOOK_CHECK_GROUP=off:
        every stage on its own). Each stage's tests run on their own, alongside the
        next build (WORKBOOK_CHECK_JOBS: at most that many stages' tests at a time,
        default 2).
        A stage whose sources, tests and toolchain have not changed since its last
        run shows that run's results without building (keyed by content);
        WORKBOOK_CHECK_CACHE=off always builds and tests.

        """

    /// The chapter the learner named (chapter1, 1, all…), or nil.
    public var spec: String?
    public var wantDone: Bool
    public var json: Bool
    public var watch: Bool
    /// `--time-limit`, as given.
    public var timeLimit: String?

    public init(arguments: ScriptArguments, context: ScriptContext) throws {
        let operands = arguments.operands
        guard operands.count <= 1 else { throw ScriptFailure("one chapter at a time: got '\(operands[0])' and '\(operands[1])' (or use all)") }
        spec = operands.first
        wantDone = arguments.flag("--done")
        json = arguments.flag("--json")
        watch = arguments.flag("--watch")
        timeLimit = arguments.value("--time-limit")
        guard !(watch && json) else { throw ScriptFailure("--watch redraws the table for people: leave out --json") }
    }

    public func run(_ context: ScriptContext) throws -> Int32 {
        defer { endWarmUp(context) }
        guard let spec = spec ?? context.chapterFolderOfCurrentDirectory() else {
            guard !wantDone else { throw ScriptFailure("--done needs a chapter: ./Scripts/check chapterN --done") }
            return try overview(context)
        }
        let environment = context.environment
        let testLimit = try TimeLimit.seconds(timeLimit ?? environment["WORKBOOK_CHECK_TIME_LIMIT"].flatMap { $0.isEmpty ? nil : $0 }
            ?? String(StageRunner.defaultTestTimeLimit), name: "--time-limit")
        let buildLimit = try StageBuild.timeLimit(from: environment)
        let registry = try context.registry()
        // Chapter 0 (kind characterize) is graded by mutants: grade does it, with the same options.
        if let exercise = try? ChapterSpec(spec).chapter(in: registry, choice: .any),
           registry.chapter(named: exercise)?.kind == "characterize" {
            return try grade(exercise, context)
        }
        let chapters = try ChapterSpec(spec).chapters(in: registry, choice: .pairOrAll)
        let swift = try SwiftToolchain.required(path: environment["PATH"]).executable
        try requireWritableWorkbook(context)
        for chapter in chapters {
            for stage in Stage.names where !FileManager.default.isFolder(at: context.url("Chapters/\(chapter)/\(stage)")) {
                throw ScriptFailure("Chapters/\(chapter)/\(stage) is gone (deleted or moved?): ./Scripts/reset \(chapter) brings it back as published")
            }
        }
        if let obstacle = chapters.lazy.compactMap({ StageBuild.obstacle(chapter: $0, root: context.root) }).first {
            throw ScriptFailure(obstacle)
        }
        if watch { return try watchBefores(of: chapters, spec: spec, context) }
        let jobs = environment["WORKBOOK_CHECK_JOBS"].map { $0 } ?? "2"
        guard let jobCount = Int(countOfOneOrMore: jobs) else {
            throw ScriptFailure("WORKBOOK_CHECK_JOBS must be a whole number of 1 or more (it is '\(jobs)')")
        }
        let run = CheckRun(command: self, chapters: chapters, registry: registry, context: context, swift: swift,
                           testLimit: testLimit, buildLimit: buildLimit, jobs: jobCount)
        return try run.run()
    }

    /// "Where am I": every chapter as its last check left it, and the next thing to do.
    func overview(_ context: ScriptContext) throws -> Int32 {
        let registry = try context.registry()
        let source = OverviewSource(root: context.root, registry: registry,
                                    kept: KeptResults(scratch: BuildFolder.scratchBase(root: context.root, environment: context.environment)),
                                    toolchain: SwiftToolchain.keyLine(path: context.environment["PATH"]),
                                    recordSnapshots: context.environment["RECORD_SNAPSHOTS"] ?? "",
                                    repository: RepositoryFacts.live(root: context.root, path: context.environment["PATH"]))
        let overview = source.overview(now: Int(Date().timeIntervalSince1970))
        context.output.print(json ? overview.json : overview.table(context.palette))
        return 0
    }

    /// Grades chapter 0 (``GradeCommand``), with --done and --json as given.
    func grade(_ exercise: String, _ context: ScriptContext) throws -> Int32 {
        ScriptCommands.run(GradeCommand.name, arguments: [exercise] + (wantDone ? ["--done"] : []) + (json ? ["--json"] : []), context: context)
    }

    /// A failure, naming the folder and the fix, when check cannot write its build folders
    /// (.build-check) and logs (.workbook/logs).
    func requireWritableWorkbook(_ context: ScriptContext) throws {
        for folder in [BuildFolder.scratchBase(root: context.root, environment: context.environment), context.url(".workbook/logs")] {
            if let reason = WorkbookFolder.unwritableReason(folder) {
                let root = context.root.path
                throw ScriptFailure("cannot write to \(RepositoryPath.relative(folder, root: context.root)) (\(reason)): the workbook folder \(root) is not writable, and check builds and keeps its logs there. Make it yours (sudo chown -R \"$(id -un)\" \"\(root)\"), or clone the workbook into a folder you own.")
            }
        }
    }

    /// The launcher's build of the stages' platform beside the tool (Scripts/lib/launch.sh's
    /// wb__warm_up, its process WB_WARM_UP_PID): the stages' builds waited for it on SwiftPM's
    /// lock, so it has ended, unless the check ended before any build (a bad chapter, a
    /// missing Before, an interruption): it ends with the check, and whatever it started.
    func endWarmUp(_ context: ScriptContext) {
        guard let pid = context.environment["WB_WARM_UP_PID"].flatMap(Int32.init), pid > 1,
              ProcessTable.current().parents[pid] == getpid() else { return }
        ProcessTable.endDescendants(of: pid) { usleep(50_000) }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}
