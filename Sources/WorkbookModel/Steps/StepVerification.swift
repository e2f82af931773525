import Foundation

/// `./Scripts/step verify`'s work on each chapter (``StepCommand``): what can be seen without
/// building (``StepProblems``), then, with a ``Build``, each step applied in the copy, Before's
/// characterization and goal tests run after it (``StageRunner``), and what the step's README
/// text states held against them; at the end, Before against After. Says each step's line as it
/// goes, and keeps each problem for the verdict (``finish(since:)``).
struct StepVerification {
    /// Where the steps are built: a copy of the workbook, and how.
    struct Build {
        var copy: URL
        var swift: URL
        var reaper: URL?
        var environment: [String: String]
        var testTimeLimit: Int
        var buildTimeLimit: Int

        init(copy: URL, swift: URL, reaper: URL?, environment: [String: String]) throws(ScriptFailure) {
            self.copy = copy
            self.swift = swift
            self.reaper = reaper
            self.environment = environment
            testTimeLimit = try StageRunner.testTimeLimit(from: environment)
            buildTimeLimit = try StageBuild.timeLimit(from: environment)
        }
    }

    /// Before's two cells after a step, as check prints them, and what it printed under them.
    struct Cells: Equatable {
        var characterization: String
        var goals: String
        /// Whether characterization is green: every test passed, and there were some.
        var characterizationGreen: Bool
        var characterizationDetails: [String]
        var goalsDetails: [String]

        init(characterization: StageResult, goals: StageResult) {
            func cell(_ result: StageResult, build: String) -> String {
                switch result.status {
                case .build: build
                case .crash: "crashed (\(result.passed)/\(result.total))"
                default: "\(result.passed)/\(result.total)"
                }
            }
            self.characterization = cell(characterization, build: "doesn't compile")
            self.goals = cell(goals, build: StepExpectation.doesNotCompile)
            characterizationGreen = characterization.status == .pass && characterization.passed == characterization.total && characterization.total > 0
            characterizationDetails = characterization.details
            goalsDetails = goals.details
        }
    }

    var root: URL
    var git: Git
    var output: ScriptOutput
    var palette: Palette
    /// nil: --no-build.
    var build: Build?
    /// Every problem so far, `CHAPTER: what`.
    private(set) var problems: [String] = []

    init(root: URL, git: Git, output: ScriptOutput, palette: Palette, build: Build? = nil) {
        self.root = root
        self.git = git
        self.output = output
        self.palette = palette
        self.build = build
    }

    /// Verifies one chapter; nil, or the shell's status for the signal that interrupted it.
    mutating func verify(_ chapter: String) throws -> Int32? {
        let started = Date()
        let steps = ChapterSteps(chapter: chapter, root: root)
        let before = problems.count
        output.line("\(palette.bold)\(chapter)\(palette.reset): \(steps.total) steps")
        for problem in StepProblems(steps: steps, git: git.executable, path: build?.environment["PATH"] ?? ProcessInfo.processInfo.environment["PATH"]).all() {
            say(problem, chapter)
        }
        guard steps.total > 0 else { return nil }
        guard let build else {
            if problems.count == before {
                output.line("  \(palette.green)✓ \(steps.total) patches named in order, one for each README step, each with its *Expected:* line; applied in order to Before, they end at After\(palette.reset)")
            }
            return nil
        }
        let copyBefore = build.copy.appendingPathComponent("Chapters/\(chapter)/Before")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-verify.\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let width = Self.nameColumn((1...steps.total).map(steps.name))
        var k = 1
        while k <= steps.total {
            output.print("  step \(padded("\(k)", 2)) \(padded(steps.name(k), width))")
            let patch = StepPatch(file: root.appendingPathComponent(steps.patch(k)), git: git.executable, path: build.environment["PATH"])
            if let complaint = try patch.apply(to: copyBefore) {
                output.line()
                say("step \(k) does not apply after step \(k - 1): \(complaint)", chapter)
                break
            }
            let results = work.appendingPathComponent("\(chapter)-\(k)")
            let (cells, status) = try run(chapter, build: build, results: results)
            if status != 0 { output.line(); return status }
            hold(cells, against: steps, k, chapter)
            k += 1
        }
        if k > steps.total {
            let copied = StepFolder.read(copyBefore), after = StepFolder.read(build.copy.appendingPathComponent("Chapters/\(chapter)/After"))
            if copied == after {
                output.line("  \(palette.green)✓ after step \(steps.total), Before is byte-identical to After\(palette.reset)")
            } else {
                say("after step \(steps.total), Before differs from After: \(StepPosition.differing(copied.changedLines(to: after)))", chapter)
                for path in copied.differing(from: after).sorted().prefix(12) { output.line("        \(path)") }
            }
        }
        output.line("  \(palette.dim)\(chapter): \(Self.seconds(since: started)) s\(palette.reset)")
        return nil
    }

    /// Before's characterization and goals run in the copy as it is now (the registry read
    /// again: a step may split the Before into modules); their cells, and 0 or the status of an
    /// interruption.
    func run(_ chapter: String, build: Build, results: URL) throws -> (Cells, Int32) {
        let registry = try Registry.load(root: build.copy)
        var settings = StageRunner.Settings.from(environment: build.environment, root: build.copy, out: results, jobs: 2,
                                                 toolchain: SwiftToolchain.keyLine(path: build.environment["PATH"]), swift: build.swift,
                                                 reaper: build.reaper, testTimeLimit: build.testTimeLimit, buildTimeLimit: build.buildTimeLimit)
        settings.scratchBase = build.copy.appendingPathComponent(".build-check")
        // (Every chapter's Before in one folder, in turn: the platform built once for them.)
        settings.buildsInTurn = true
        let scopes = ["Characterization", "Goals"].map { "\(chapter)-before-\($0.lowercased())" }
        let status = StageRunner(settings: settings, registry: registry).run(scopes: scopes)
        let folder = ResultFolder(url: results, unfinishedIsCrash: true)
        let cells = Cells(characterization: folder.result(chapter: chapter, stage: "Before", suite: "Characterization"),
                          goals: folder.result(chapter: chapter, stage: "Before", suite: "Goals"))
        return (cells, status)
    }

    /// The rest of step `k`'s line (its cells and whether the README agrees), then each problem:
    /// characterization not green, cells not as its *Expected:* line, a *First error:* check does
    /// not print first, counts its prose states that the tools do not count.
    mutating func hold(_ cells: Cells, against steps: ChapterSteps, _ k: Int, _ chapter: String) {
        let tone = cells.characterizationGreen ? palette.green : palette.red
        output.print(" characterization \(tone)\(padded(cells.characterization + (cells.characterizationGreen ? " ✓" : " ✗"), 14))\(palette.reset)")
        output.print(" goals \(padded(cells.goals, 20))")
        let expected = steps.expected(k)
        switch expected {
        case nil: output.line(" \(palette.red)(README states no counts)\(palette.reset)")
        case let (characterization, goals)? where characterization == cells.characterization && goals == cells.goals:
            output.line(" \(palette.green)as README says\(palette.reset)")
        default: output.line(" \(palette.red)README says otherwise\(palette.reset)")
        }
        if !cells.characterizationGreen {
            say("step \(k): Before characterization is \(cells.characterization), not green", chapter)
            for line in cells.characterizationDetails.prefix(8) { output.line("        \(line)") }
        }
        if let expected {
            if expected.characterization != cells.characterization {
                say("step \(k): README's *Expected:* says characterization \(expected.characterization); the tools count \(cells.characterization)", chapter)
            }
            if expected.goals != cells.goals {
                say("step \(k): README's *Expected:* says goals \(expected.goals); the tools count \(cells.goals)", chapter)
            }
        }
        if let stated = steps.firstError(k), cells.goals == StepExpectation.doesNotCompile {
            let printed = cells.goalsDetails.first.map { String($0.drop(while: \.isWhitespace)) } ?? ""
            if stated != printed { say("step \(k): README's *First error:* is '\(stated)'; check prints '\(printed)'", chapter) }
        }
        for (kind, count) in steps.statedCounts(k) {
            let counted = kind == "characterization" ? cells.characterization : cells.goals
            if count != counted { say("step \(k): README's text says \(kind) \(count); the tools count \(counted)", chapter) }
        }
    }

    /// Says a problem under the chapter, and keeps it for the verdict.
    mutating func say(_ problem: String, _ chapter: String) {
        output.line("      \(palette.red)✗ \(problem)\(palette.reset)")
        problems.append("\(chapter): \(problem)")
    }

    /// The verdict: every step holds (0), or the problems (1).
    func finish(since started: Date) -> Int32 {
        output.line()
        guard !problems.isEmpty else {
            output.line("\(palette.green)Every step holds\(palette.reset) (\(Self.seconds(since: started)) s).")
            return 0
        }
        output.line("\(palette.red)\(problems.count) problem(s)\(palette.reset) (\(Self.seconds(since: started)) s):")
        for problem in problems { output.line("  \(problem)") }
        return 1
    }

    /// The width of the steps' names' column: the longest name's, 38 at least, so that the
    /// cells after it line up.
    static func nameColumn(_ names: [String]) -> Int {
        max(38, names.map(\.count).max() ?? 0)
    }

    /// The seconds since `start`, to a tenth.
    static func seconds(since start: Date) -> String {
        String(format: "%.1f", Date().timeIntervalSince(start))
    }
}
