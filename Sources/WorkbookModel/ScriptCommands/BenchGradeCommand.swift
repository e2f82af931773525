import Foundation

/// `./Scripts/bench-grade`: chapter 0's grading timed as a learner runs it, each figure beside its
/// budget (``BenchReport``): from nothing, warm, after an edit (idle and with the other core
/// busy), and the reference suites, every run of which must catch every change.
public struct BenchGradeCommand: ScriptCommand, Equatable, Sendable {
    public static let name = "bench-grade"
    public static let options: [ScriptOption] = [.value("--runs"), .flag("--no-first")]
    public static let usage = """
        Usage: ./Scripts/bench-grade [--runs N] [--no-first]

        Measures ./Scripts/grade on this machine, as a learner runs it (the report
        on the terminal, coverage included), and prints each figure beside its
        budget. The budgets hold on 2 cores: idle (the rows "warm" and "edit"), or
        with the other core busy (bench-grade keeps one core busy itself for those
        rows). Other work on the machine slows every figure: the load average is
        printed with them, at the start and at the end.

          first         your tests graded from nothing, as on a fresh clone: a copy
                        of Chapters/chapter0/Tests (--tests) in a temporary folder,
                        the copy of the app built with every change and coverage:
                        under 30 s
          warm          ./Scripts/grade with nothing changed since the last grading
                        (the median of N runs): under 2 s idle, under 5 s with the
                        other core busy
          edit          the learner's loop: a one-line edit of a test (a comment
                        added to the copy's test file), then grade, which builds the
                        tests again (swift build: about a second of it) and grades:
                        under 3 s idle, under 6 s with the other core busy (warm's
                        budgets and a second for the build)
          reference     the workbook's suites in the learner's place (--reference),
                        warm: every change caught, so every run is a full grading;
                        under 60 s (WORKBOOK.md: 25+ mutants warm on 2 cores)

        Every reference run must catch every change: a run that does not is a flaky
        test or mutant, and fails the benchmark. Your files are never edited: grade
        builds under .build-mutants/ (warm, reference), the copy in a temporary
        folder (first, edit).

        Options:
          --runs N    timed runs of each (default 3)
          --no-first  leave out first and edit (they build a copy from nothing)
          -h, --help  show this help

        Exit status: 0 within budget and deterministic, 1 over budget or a reference
        run that missed a change, 2 bad arguments.

        """

    public var runs: Int
    /// Leave out first and edit (they build a copy from nothing).
    public var noFirst: Bool

    public init(arguments: ScriptArguments, context: ScriptContext) throws {
        if let operand = arguments.operands.first { throw ScriptFailure("takes no arguments (got '\(operand)'; see --help)") }
        runs = try BenchCommand.count(arguments.value("--runs"), option: "--runs", otherwise: 3)
        noFirst = arguments.flag("--no-first")
    }

    public func run(_ context: ScriptContext) throws -> Int32 {
        _ = try SwiftToolchain.required(path: context.environment["PATH"])
        guard let exercise = try context.registry().chapters(ofKind: "characterize").first else {
            throw ScriptFailure("Chapters/chapters.registry has no chapter of kind characterize")
        }
        return try FileManager.default.withWorkFolder("bench-grade") { work in
            try GradeBenchRun(command: self, context: context, exercise: exercise.name, work: work).run()
        }
    }
}
