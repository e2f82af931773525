import Foundation

/// One run of ./Scripts/integrity: its sections in order, each check a line that passes or
/// fails (up to five lines of details under a failure), then "N passed, M failed".
///
/// What it runs (builds, test programs, check's stages, gradings) runs under the reaper with
/// Ctrl-C and SIGTERM noted: an interruption ends what runs, everything it started, and the run
/// with the shell's status for the signal. Its files are in `work`, removed after.
/// (Unchecked: the gradings' two workers share it, reading what never changes after `init`.)
final class IntegrityRun: @unchecked Sendable {
    let context: ScriptContext
    let registry: Registry
    let git: Git
    let swift: URL
    /// The workbook's tool: what runs check and grade, and the reaper.
    let tool: URL
    /// The whole package's build folder.
    let scratch: URL
    let work: URL
    let palette: Palette
    /// The rows the texts' counts are checked against (``ChapterFacts``): `chapter<TAB>kind<TAB>…`.
    var facts: [String] = []
    private(set) var passed = 0
    private(set) var failed = 0

    init(context: ScriptContext, registry: Registry, git: Git, swift: URL, tool: URL, scratch: URL, work: URL) {
        self.context = context
        self.registry = registry
        self.git = git
        self.swift = swift
        self.tool = tool
        self.scratch = scratch
        self.work = work
        palette = context.palette
    }

    /// The pair chapters, in order.
    var chapters: [RegistryChapter] { registry.chapters(ofKind: RegistryChapter.pairKind) }

    /// Every section; the exit status: 0 all passed, 1 a check failed, 128 + the signal when interrupted.
    func run() -> Int32 {
        do {
            try Interrupts.noting {
                try dataChecks()
                let build = try green()
                try generated(build)
                try catalogue(build)
                try samples()
                try beforeGoals()
                try texts()
                for exercise in registry.chapters(ofKind: "characterize") { try mutants(exercise, build: build) }
            }
        } catch let interrupted as LimitedRun.Interrupted {
            context.output.printError("integrity: interrupted: what it ran is ended\n")
            return 128 + interrupted.signal
        } catch {
            fail("integrity could not go on: \(error)")
        }
        context.output.line()
        context.output.line("\(passed) passed, \(failed) failed")
        return failed == 0 ? 0 : 1
    }

    // MARK: Lines

    func section(_ title: String) {
        context.output.line("\(palette.bold)\(title)\(palette.reset)")
    }

    func pass(_ what: String) {
        context.output.line("  \(palette.green)✓\(palette.reset) \(what)")
        passed += 1
    }

    /// A failed check, and up to five lines of what says why.
    func fail(_ what: String, _ details: [String] = []) {
        context.output.line("  \(palette.red)✗ \(what)\(palette.reset)")
        for line in details.flatMap({ $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }).prefix(5) {
            context.output.line("      \(line)")
        }
        failed += 1
    }

    /// One of the model's checks of data, each result a line.
    func modelCheck(_ question: WorkbookCommand.IntegrityQuestion) {
        do {
            let results = try WorkbookCommand.integrityResults(question, registry: registry, root: context.root)
            for result in results {
                if result.passed {
                    pass(result.message)
                } else {
                    fail(result.message, result.findings.map(\.message).filter { !$0.isEmpty })
                }
            }
        } catch {
            fail("the model's check '\(question)' could not run", ["\(error)"])
        }
    }

    // MARK: Running programs

    /// Runs `command` in the repository under the reaper, its output (and errors, unless
    /// `errors` is given) in `log`; its exit status as a shell gives it (a time limit reached:
    /// 124). Ctrl-C or SIGTERM: ``LimitedRun/Interrupted``.
    @discardableResult
    func run(_ command: [String], log: URL, errors: URL? = nil, environment: [String: String] = [:], timeLimit: Int = 3_600) throws -> Int32 {
        // (The whole package, whatever scope the caller's environment narrows it to.)
        var inherited = context.environment
        inherited["WORKBOOK_SCOPE"] = nil
        var run = LimitedRun(command: command, directory: context.root, environment: inherited.merging(environment) { $1 },
                             log: log, timeLimit: timeLimit, reaper: tool)
        run.errors = errors
        return try run.status()
    }

    /// The workbook's own command `name` (`./Scripts/NAME`), run as its launcher runs it.
    func script(_ name: String, _ arguments: [String]) -> [String] {
        [tool.path, "script", context.root.path, name] + arguments
    }

    /// A file of the run's folder.
    func file(_ name: String) -> URL {
        work.appendingPathComponent(name)
    }


    /// Paths in logs, as the repository names them.
    var paths: RepositoryPaths { RepositoryPaths(root: context.root, registry: registry) }

    /// A build log's first errors.
    func firstErrors(_ log: URL, _ count: Int) -> [String] {
        BuildLog(text: String(lossyContentsOf: log)).firstErrors(count, paths: paths)
    }

    /// Whether the repository's files under `path` are as committed.
    func isPristine(_ path: String) -> Bool {
        git.changes(under: path)?.isEmpty == true
    }
}
