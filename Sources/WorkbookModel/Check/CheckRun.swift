import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One check of chapters whose arguments and surroundings are sound (``CheckCommand``): the kept
/// results when nothing changed, else each stage built and tested (``StageRunner``) while its
/// line says what it is doing, each stage's outcome as it finishes, then the verdict, the table
/// (or JSON) and the next step. Ctrl-C or SIGTERM ends everything it started and reports only
/// what finished.
final class CheckRun: @unchecked Sendable {
    let command: CheckCommand
    let chapters: [String]
    let registry: Registry
    let context: ScriptContext
    let swift: URL
    let testLimit: Int
    let buildLimit: Int
    let jobs: Int
    /// Where the progress goes: standard output, or standard error when it carries JSON.
    let progress: FileHandle
    let palette: Palette
    /// Whether a stage's line is redrawn as it works (a terminal that is not TERM=dumb).
    let live: Bool
    let started = Date()

    init(command: CheckCommand, chapters: [String], registry: Registry, context: ScriptContext, swift: URL,
         testLimit: Int, buildLimit: Int, jobs: Int) {
        self.command = command
        self.chapters = chapters
        self.registry = registry
        self.context = context
        self.swift = swift
        self.testLimit = testLimit
        self.buildLimit = buildLimit
        self.jobs = jobs
        progress = command.json ? context.output.standardError : context.output.standardOutput
        let terminal = isatty(progress.fileDescriptor) == 1
        var streamContext = context
        streamContext.outputIsTerminal = terminal
        palette = streamContext.palette
        live = terminal && context.environment["TERM"] != "dumb"
    }

    func say(_ text: String) {
        progress.write(Data(text.utf8))
    }

    var scratchBase: URL { BuildFolder.scratchBase(root: context.root, environment: context.environment) }
    var keepsResults: Bool { context.environment["WORKBOOK_CHECK_CACHE"] != "off" }

    func run() throws -> Int32 {
        // The snapshots are the referee: a learner's check never re-records them (StageRunner.inherited).
        if context.environment.keys.contains(where: { $0.range(of: "^[A-Za-z_]*(RECORD[A-Za-z_]*SNAPSHOT|SNAPSHOT[A-Za-z_]*RECORD)[A-Za-z_]*$", options: .regularExpression) != nil }) {
            say("  \(palette.dim)RECORD_SNAPSHOTS is ignored: check never rewrites the snapshots, which judge your work; a snapshot that differs shows what your change altered on screen.\(palette.reset)\n")
        }
        say(chapters.count == 1 ? "Checking \(chapters[0])…\n" : "Checking all \(chapters.count) chapters…\n")
        if let status = answerFromKeptResults() { return status }
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let settings = stageSettings(out: out)
        let runner = StageRunner(settings: settings, registry: registry)
        let (shown, order) = scopes()
        for chapter in chapters where shown.contains(where: { $0.hasPrefix("\(chapter)-") && !isWarm($0, runner) }) {
            say("  \(palette.dim)First check of \(chapter): its stages build once, measured 12–25 s on 2 idle cores, 1¾–2½ min with other work keeping both busy (load 10); \(MachineLoad.now()). Later checks take seconds.\(palette.reset)\n")
        }
        return Interrupts.noting { () -> Int32 in
            let finished = DispatchGroup()
            finished.enter()
            DispatchQueue.global().async {
                _ = runner.run(scopes: order)
                finished.leave()
            }
            show(shown, out: out, finished: finished)
            finished.wait()
            if let signal = Interrupts.notedSignal { return interrupted(128 + signal) }
            return report(out: out)
        }
    }

    /// With nothing changed since every stage's kept results (keys by content), the kept report:
    /// its status; nil when something must run.
    func answerFromKeptResults() -> Int32? {
        let referees = context.environment["WB_REFEREES"] ?? context.url(PublishedManifest.path).path
        guard keepsResults, referees == context.url(PublishedManifest.path).path else { return nil }
        let cache = CachedCheck(root: context.root, registry: registry, kept: KeptResults(scratch: scratchBase),
                                toolchain: SwiftToolchain.keyLine(path: context.environment["PATH"]),
                                recordSnapshots: context.environment["RECORD_SNAPSHOTS"] ?? "")
        guard let report = cache.report(chapters: chapters, wantDone: command.wantDone) else { return nil }
        say(report.progress(palette))
        context.output.print(command.json ? report.json : report.table(palette))
        return Int32(report.exitStatus)
    }

    /// This run's results folder, in the temporary folder.
    func temporaryFolder() throws -> URL {
        let base = context.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(base)/workbook.XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw ScriptFailure("cannot make a temporary folder in \(base): set TMPDIR to a folder you can write to (or unset it)")
        }
        return URL(fileURLWithPath: String(cString: made))
    }

    func stageSettings(out: URL) -> StageRunner.Settings {
        StageRunner.Settings.from(environment: context.environment, root: context.root, out: out, jobs: jobs,
                                  toolchain: SwiftToolchain.keyLine(path: context.environment["PATH"]),
                                  swift: swift, reaper: context.tool, testTimeLimit: testLimit, buildTimeLimit: buildLimit)
    }

    /// The stages in the order they are shown, and in the order they start (characterization
    /// first, so that Before's and After's run side by side).
    func scopes() -> (shown: [String], started: [String]) {
        var shown: [String] = [], started: [String] = []
        for chapter in chapters {
            guard let named = registry.chapter(named: chapter) else { continue }
            for stage in named.stages {
                shown += Stage.suites.map { stage.scope(suite: $0) }
            }
            for suite in Stage.suites {
                started += named.stages.map { $0.scope(suite: suite) }
            }
        }
        return (shown, started)
    }

    /// Whether the stage has been built before: its next build is incremental.
    func isWarm(_ scope: String, _ runner: StageRunner) -> Bool {
        StageBuild.isWarm(folder: runner.buildFolder(scope))
            && FileManager.default.fileExists(atPath: KeptResults(scratch: scratchBase).folder(scope: scope).path)
    }

    /// The seconds since the check started.
    var seconds: Int { Int(Date().timeIntervalSince(started)) }

    /// Shows each stage's line, in order, as soon as it has run; while it runs, on a terminal,
    /// what it is doing (``StageProgress``) and the seconds since check started, redrawn, so
    /// that a long step still shows the check at work; elsewhere (a pipe, an editor's console),
    /// a line saying so every 30 s (WORKBOOK_PROGRESS_INTERVAL). Stops at Ctrl-C or SIGTERM.
    func show(_ shown: [String], out: URL, finished: DispatchGroup) {
        let interval = Double(context.environment["WORKBOOK_PROGRESS_INTERVAL"] ?? "").flatMap { $0 > 0 ? $0 : nil } ?? 30
        let folder = ResultFolder(url: out, unfinishedIsCrash: true)
        for scope in shown {
            guard let named = StageResult.named(scope: scope, registry: registry) else { continue }
            let prefix = CheckReport.label(named, withChapter: chapters.count > 1)
            say(prefix)
            var shownStatus = "", said = false, pause = 0.01, told = Date()
            while !FileManager.default.fileExists(atPath: out.appendingPathComponent(ResultFolder.file(scope: scope)).path),
                  finished.wait(timeout: .now()) == .timedOut {
                if Interrupts.notedSignal != nil { return }
                if pause == 0.2, live {
                    let status = "\(StageProgress.text(scope: scope, results: out)) · \(seconds) s"
                    if status != shownStatus {
                        say("\r\(prefix) \(status)\(String(repeating: " ", count: max(0, shownStatus.count - status.count)))")
                        shownStatus = status
                    }
                } else if pause == 0.2, Date().timeIntervalSince(told) >= interval {
                    say("\n    … still working: \(StageProgress.text(scope: scope, results: out)) (\(seconds) s)")
                    told = Date()
                    said = true
                }
                usleep(useconds_t(pause * 1_000_000))
                pause = pause == 0.01 ? 0.05 : 0.2
            }
            if Interrupts.notedSignal != nil { return }
            if !shownStatus.isEmpty { say("\r\(prefix) \(String(repeating: " ", count: shownStatus.count))\r\(prefix)") }
            // (After lines that said it was still working, its own line again for its outcome.)
            if said { say("\n\(prefix)") }
            let result = folder.result(chapter: named.chapter, stage: named.stage, suite: named.suite).withLog(root: context.root)
            say(CheckReport.outcome(result, palette))
        }
    }

    /// What an interrupted check says: only what finished was shown; its exit status.
    func interrupted(_ status: Int32) -> Int32 {
        say("\n\(palette.bold)Interrupted\(palette.reset): check ended every build and test it had started. Only the stages shown above finished; nothing else is reported.\n")
        if command.json { context.output.print("{\"interrupted\": true, \"exit_status\": \(status)}\n") }
        return status
    }

    /// The verdict, the table (or JSON) and the next step; what it rests on kept for the next
    /// check with nothing changed.
    func report(out: URL) -> Int32 {
        do {
            let report = try CheckReport.read(chapters: chapters, results: out, wantDone: command.wantDone, root: context.root,
                                              registry: registry, path: context.environment["PATH"])
            if keepsResults {
                CachedCheck(root: context.root, registry: registry, kept: KeptResults(scratch: scratchBase), toolchain: "", recordSnapshots: "")
                    .keep(report)
            }
            context.output.print(command.json ? report.json : report.table(palette))
            return Int32(report.exitStatus)
        } catch {
            let failure = error as? ScriptFailure ?? ScriptFailure("\(error)")
            context.output.printError("check: \(failure.message)\n")
            if command.json { context.output.print(ScriptError(message: failure.message, exitStatus: failure.status).json) }
            return failure.status
        }
    }
}
