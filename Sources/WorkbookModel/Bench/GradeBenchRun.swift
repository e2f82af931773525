import Foundation

/// One run of ./Scripts/bench-grade: ./Scripts/grade timed as a learner runs it (its launcher,
/// the report on the terminal, coverage included). Your files are never edited: grade builds
/// under .build-mutants/ (warm, reference), a copy of your tests in the run's folder (first, edit).
final class GradeBenchRun {
    let command: BenchGradeCommand
    let context: ScriptContext
    /// The characterize chapter (chapter 0).
    let exercise: String
    let work: URL
    let timer: TimedRuns
    var rows: [BenchRow] = []
    /// A reference run that missed a change: a flaky test or mutant.
    var flaky = false

    init(command: BenchGradeCommand, context: ScriptContext, exercise: String, work: URL) {
        self.command = command
        self.context = context
        self.exercise = exercise
        self.work = work
        timer = TimedRuns(reaper: context.tool, environment: context.environment)
    }

    var log: URL { work.appendingPathComponent("run.log") }
    var grade: String { context.url("Scripts/grade").path }
    /// The copy of the learner's tests, links followed (its own folder: the Support links are relative).
    var tests: URL { work.appendingPathComponent("tests") }
    /// The copy's grading folder, built from nothing by the first run.
    var cold: [String: String] { ["WB_MUTANTS_BASE": work.appendingPathComponent("cold").path] }

    /// Measures, then prints the table; 0 within budget and deterministic, 1 over budget or a
    /// reference run that missed a change, 128 + the signal when interrupted.
    func run() throws -> Int32 {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        context.output.line("Grading benchmark: \(command.runs) runs each, on \(cores) cores (load average: \(load))")
        let busy = BusyCore()
        defer { busy.stop() }
        do {
            try Interrupts.noting { try measure(busy) }
        } catch let interrupted as LimitedRun.Interrupted {
            context.output.printError("bench-grade: interrupted: what it ran is ended\n")
            return 128 + interrupted.signal
        }
        let report = BenchReport(rows: rows)
        context.output.print(report.table(context.palette))
        context.output.line("Load average at the end: \(load)")
        return flaky ? 1 : report.exitStatus
    }

    var load: String { MachineLoad.average().map { String(format: "%.2f", $0) } ?? "?" }

    func measure(_ busy: BusyCore) throws {
        var edited: URL?
        if !command.noFirst {
            edited = try copyTests()
            let timing = try timer.run([grade, "--tests", tests.path], in: context.root, log: log, environment: cold)
            let count = caught(log)
            // (A grading with no result is not measured.)
            rows.append(BenchRow(what: "first (once)", budget: .gradeFirst, samples: count == nil ? [] : [timing.milliseconds], note: "caught: \(count ?? "no result")"))
        }
        _ = try timer.run([grade], in: context.root, log: log)
        rows.append(try timed("warm", budget: .gradeWarm, [grade]))
        busy.start()
        rows.append(try timed("warm, other core busy", budget: .gradeWarmBusy, [grade]))
        busy.stop()
        if let edited {
            rows.append(try timed("edit", budget: .gradeEdit, [grade, "--tests", tests.path], environment: cold, editing: edited))
            busy.start()
            rows.append(try timed("edit, other core busy", budget: .gradeEditBusy, [grade, "--tests", tests.path], environment: cold, editing: edited))
            busy.stop()
        }
        _ = try timer.run([grade, "--reference"], in: context.root, log: log)
        rows.append(try timed("reference", budget: .gradeReference, [grade, "--reference"], reference: true))
    }

    /// `runs` timed runs of a grading: its row, what each run caught its note. Editing a file: a
    /// comment added to it before each run. A reference run must catch every change.
    func timed(_ what: String, budget: Budget, _ grading: [String], environment: [String: String] = [:], editing edited: URL? = nil,
               reference: Bool = false) throws -> BenchRow {
        var times: [Int] = [], counts: [String] = []
        for run in 1...command.runs {
            if let edited, let handle = FileHandle(forWritingAtPath: edited.path) {
                handle.seekToEndOfFile()
                handle.write(Data("// bench-grade: edit \(run)\n".utf8))
                try? handle.close()
            }
            times.append(try timer.run(grading, in: context.root, log: log, environment: environment).milliseconds)
            let count = caught(log)
            counts.append(count ?? "no result")
            if reference, count.map(Self.caughtAll) != true {
                flaky = true
                context.output.line("  \(context.palette.red)✗ reference run \(run) caught \(count ?? "nothing")\(context.palette.reset)")
            }
        }
        return BenchRow(what: what, budget: budget, samples: times, note: "caught: " + counts.joined(separator: ", "))
    }

    /// Copies the learner's tests, links followed; the test file the edit runs edit.
    func copyTests() throws -> URL {
        let source = context.url("Chapters/\(exercise)/Tests")
        let files = FileManager.default.files(followingLinksUnder: source)
        for path in files {
            let destination = tests.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contentsOf: source.appendingPathComponent(path)).write(to: destination)
        }
        guard let edited = files.filter({ $0.hasSuffix(".swift") && !$0.hasPrefix("Support/") }).sorted().first else {
            throw ScriptFailure("Chapters/\(exercise)/Tests has no test file to edit")
        }
        return tests.appendingPathComponent(edited)
    }

    /// "K of N" from grade's verdict ("… catch K of N changes."), its last; nil when it has none.
    func caught(_ log: URL) -> String? {
        let text = String(lossyContentsOf: log)
        return text.split(separator: "\n").reversed().lazy.compactMap(Self.caughtCount).first
    }

    /// "K of N" from a line ending "catch K of N changes.", else nil.
    static func caughtCount(_ line: Substring) -> String? {
        guard line.hasSuffix(" changes."), let range = line.range(of: " catch ", options: .backwards) else { return nil }
        let count = line[range.upperBound...].dropLast(" changes.".count)
        let parts = count.components(separatedBy: " of ")
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        return String(count)
    }

    /// Whether "K of N" caught every change.
    static func caughtAll(_ count: String) -> Bool {
        let parts = count.components(separatedBy: " of ")
        return parts.count == 2 && parts[0] == parts[1]
    }
}
