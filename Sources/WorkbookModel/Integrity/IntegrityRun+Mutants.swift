import Foundation

/// What a characterize chapter (chapter 0) promises: its lesson files; a catalogue of 25 or
/// more mutants; the app chapter's suites catching every one (none is equivalent); the worked
/// example green on the app and catching some but not all; and every stage of every chapter,
/// graded with its own suites, catching every mutant too. Each grading is ./Scripts/grade's own,
/// which builds its package under .build-mutants/.
extension IntegrityRun {
    /// How one grading ended: its exit status, its JSON's counts (nil: no such JSON), its log.
    struct Grading {
        var status: Int32
        var counts: GradeSummary.Counts?
        var log: URL

        /// The lines under a failed grading: its missed mutants, then its log's first errors.
        var details: [String] {
            let said = String(lossyContentsOf: log).split(separator: "\n")
                .filter { $0.lowercased().contains("error") || $0.contains("✗") }.prefix(3).map(String.init)
            return (counts?.missed ?? []) + said
        }

        /// "CAUGHT of TOTAL", or what stands in for it.
        var caughtText: String { counts.map { "\($0.caught) of \($0.total)" } ?? "none" }
    }

    func mutants(_ exercise: RegistryChapter, build: PackageBuild?) throws {
        section("Mutants (\(exercise.name): characterization tests graded by mutants)")
        modelCheck(.exerciseLessons(chapter: exercise.name))
        let cataloguePath = "Chapters/Shared/Mutants/\(exercise.facts["mutants"] ?? "")"
        let catalogue = MutantCatalogue.read(path: cataloguePath, root: context.root)
        guard catalogue.problems.isEmpty else {
            fail("\(cataloguePath) is malformed", catalogue.problems)
            return
        }
        let count = catalogue.mutants.count
        if count >= 25 {
            pass("\(cataloguePath): \(count) mutants, each with an area, what a user would notice and a hint")
        } else {
            fail("\(cataloguePath): \(count) mutants; chapter 0 promises 25 or more")
        }
        let app = exercise.facts["app"] ?? "its app"
        if let build { try workedExampleOnTheApp(exercise, app: app, build: build) }

        // The reference answer catches every mutant: none is equivalent. Graded here only when
        // the stages are not: the app's stage graded with its own suites holds the catalogue's
        // mutants and those suites (grade --reference is that grading without every-stage.mutants).
        let everyStage = context.environment["WORKBOOK_INTEGRITY_STAGE_MUTANTS"] != "no"
        if !everyStage {
            let reference = try grade(exercise, ["--reference", "--json"], name: "reference")
            judgeReference(reference, app: app, count: count)
        }

        // The worked example alone passes on the real app and leaves work to do.
        if isPristine("Chapters/\(exercise.name)/Tests") {
            let report = file("report")
            // (In the first worker's folder: the platform built there once serves its stages too.)
            let example = try grade(exercise, ["--json", "--report", report.path], name: "example",
                                    environment: ["WORKBOOK_GRADE_FOLDER": Self.gradeFolder(worker: 1)])
            if example.status == 0, let counts = example.counts, counts.caught > 0, counts.caught < counts.total {
                pass("\(exercise.name)'s worked example passes on the real app and catches \(counts.caught) of \(counts.total) mutants (the rest is the exercise)")
                // --report: the schema's JSON with every mutant, the page, a warning per missed mutant.
                modelCheck(.report(folder: report.path, caught: counts.caught, total: counts.total))
                modelCheck(.claims(chapter: exercise.name, caught: counts.caught, total: counts.total, facts: try factsFile().path))
            } else {
                fail("\(exercise.name)'s worked example should pass on the real app and catch some but not all mutants (caught: \(example.caughtText))",
                     example.details)
            }
        } else {
            fail("Chapters/\(exercise.name)/Tests has local changes: integrity grades the published worked example")
        }

        guard everyStage else {
            context.output.line("  (every stage's grading skipped: WORKBOOK_INTEGRITY_STAGE_MUTANTS=no)")
            return
        }
        let gradings = try gradeEveryStage(exercise, catalogue: cataloguePath, ids: catalogue.mutants.map(\.id), build: build)
        let appStage = exercise.appStage.map { "\($0.chapter)/\($0.stage.lowercased())" } ?? app
        if var grading = gradings[appStage] {
            grading.counts = grading.counts?.restricted(to: catalogue.mutants.map(\.id))
            judgeReference(grading, app: app, count: count)
        } else {
            fail("the workbook's suites for \(app): no grading of \(appStage) to read them in")
        }
    }

    /// The workbook's suites for the app catch every mutant of the catalogue: none is equivalent.
    func judgeReference(_ reference: Grading, app: String, count: Int) {
        if reference.status == 0, let counts = reference.counts, counts.caught == counts.total, counts.caught == count {
            pass("the workbook's suites for \(app) catch all \(count) mutants: every one is observable")
        } else {
            fail("the workbook's suites for \(app) do not catch every mutant (\(reference.caughtText)): an uncaught mutant is equivalent, or a suite misses it",
                 reference.details)
        }
    }

    /// The learner's target, on the real stage (the whole package's build).
    func workedExampleOnTheApp(_ exercise: RegistryChapter, app: String, build: PackageBuild) throws {
        let target = "Chapter\(exercise.number)CharacterizationTests"
        let log = file("\(target).log")
        let status = try tests(of: [target], build: build, log: log)
        facts.append("\(exercise.name)\ttarget\t\(target)\t\(log.path)")
        let testLog = XCTestLog(text: String(lossyContentsOf: log))
        if status == 0, testLog.failed == 0, testLog.passed > 0 {
            pass("\(target) (the worked example) passes on \(app): \(testLog.passed)/\(testLog.passed)")
        } else {
            fail("\(target): \(testLog.passed)/\(testLog.passed + testLog.failed) passed on \(app)", firstErrors(log, 3))
        }
    }

    /// ./Scripts/grade EXERCISE ARGUMENTS (with `--json`), its JSON and its log in the run's folder under `name`.
    func grade(_ exercise: RegistryChapter, _ arguments: [String], name: String, environment: [String: String] = [:]) throws -> Grading {
        let json = file("\(name).json"), log = file("\(name).log")
        let status = try run(script("grade", [exercise.name] + arguments), log: json, errors: log, environment: environment)
        return Grading(status: status, counts: (try? Data(contentsOf: json)).flatMap(GradeSummary.Counts.init(json:)), log: log)
    }

    /// Every stage of the pair chapters graded by the same catalogue with its own suites: each
    /// stage's suites still catch every change it can have. Stages the plan covers by an earlier
    /// grading are not graded (``StageGradingPlan``), unless that one fails; a Before of the same
    /// code as a graded stage is not graded where that grading caught each mutant with a test of
    /// a class the Before's suites have (its test target's classes in the whole package's build).
    /// `catalogue` is the exercise's catalogue's path, `ids` its mutants' (read once, by ``mutants(_:build:)``).
    func gradeEveryStage(_ exercise: RegistryChapter, catalogue: String, ids: [String], build: PackageBuild?) throws -> [String: Grading] {
        let count = ids.count
        let plan = StageGradingPlan(chapters.flatMap { chapter in
            ["before", "after"].map { stage -> StageGradingPlan.Stage in
                var graded = chapter.suites
                if stage == "after" {
                    let goals = context.url("Chapters/\(chapter.name)/Tests/Goals")
                    graded += ((try? FileManager.default.contentsOfDirectory(atPath: goals.path)) ?? [])
                        .filter { $0.hasSuffix("CharacterizationTests.swift") }.sorted().map { "goals:\($0)" }
                }
                return StageGradingPlan.Stage(spec: "\(chapter.name)/\(stage)", code: StageGradingPlan.code(of: context.url("Chapters/\(chapter.name)/\(stage.capitalized)")),
                                              chapterSuites: chapter.suites, gradedSuites: graded)
            }
        })
        var gradings = try gradeInParallel(plan.graded, exercise)
        // (A Before's mutants, as grade --stage takes them: the exercise's catalogue and every stage's.)
        let beforeMutants = ids + MutantCatalogue.read(path: GradeCommand.cataloguesFolder + GradeCommand.everyStage, root: context.root).mutants.map(\.id)
        let caughtThere = Set(plan.entries.compactMap { entry -> String? in
            guard let there = entry.sameCodeAs, let grading = gradings[there], grading.status == 0,
                  grading.counts?.restricted(to: beforeMutants)?.caughtByEach(of: testClasses(of: entry.spec, build: build)) == true
            else { return nil }
            return entry.spec
        })
        let left = plan.entries.filter { $0.sameCodeAs != nil && !caughtThere.contains($0.spec) }.map(\.spec)
        gradings.merge(try gradeInParallel(left, exercise)) { _, own in own }
        var passedStages: Set<String> = []
        for entry in plan.entries {
            if let same = entry.sameAs {
                if passedStages.contains(same) {
                    pass("\(entry.spec): its suites catch every mutant (the same code as \(same), with its suites and more: graded there)")
                    continue
                }
                // That one failed: this stage is graded itself.
                gradings[entry.spec] = try gradeStage(entry.spec, exercise, worker: 1)
            }
            if let there = entry.sameCodeAs, caughtThere.contains(entry.spec) {
                pass("\(entry.spec): its suites catch every mutant (the same code as \(there), whose grading caught each one with a test these suites have)")
                continue
            }
            guard let grading = gradings[entry.spec] else { continue }
            if grading.status == 0, let counts = grading.counts, counts.caught == counts.total, counts.caught >= count {
                let rest = entry.spec.hasSuffix("/before") ? "the rest every stage's" : "the rest every stage's and the chapter's own"
                pass("\(entry.spec): its suites catch all \(counts.caught) mutants (\(count) of \(catalogue), \(rest))")
                passedStages.insert(entry.spec)
            } else {
                fail("\(entry.spec): its suites catch \(grading.caughtText) mutants", grading.details)
            }
        }
        return gradings
    }

    /// The test classes the grading of a stage (`chapterN/before`) runs: its characterization
    /// target's in the whole package's build (none where the build lists no classes: macOS).
    func testClasses(of spec: String, build: PackageBuild?) -> Set<String> {
        let parts = spec.split(separator: "/").map(String.init)
        guard parts.count == 2, let stage = registry.chapter(named: parts[0])?.stage(named: parts[1].capitalized), let build else { return [] }
        let prefix = stage.testTargetName(suite: "Characterization") + "."
        return Set(build.classes.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) })
    }

    /// The gradings, two at a time, each worker in a build folder of its own under
    /// .build-mutants/, stage after stage (WORKBOOK_GRADE_FOLDER): the platform and the tests'
    /// support are built there once, each stage's modules and tests from scratch (measured on 2
    /// busy cores: a stage's build 13 s so, 69 s in a folder of its own). A grading's build and
    /// its runs leave a core idle much of the time (SwiftPM's planning and linking, the runs'
    /// waits on the app's main queue).
    func gradeInParallel(_ specs: [String], _ exercise: RegistryChapter) throws -> [String: Grading] {
        let gradings = try ParallelWork.map(count: specs.count, threads: 2) { [self] index, worker in
            try gradeStage(specs[index], exercise, worker: worker)
        }
        return Dictionary(uniqueKeysWithValues: gradings.map { (specs[$0.key], $0.value) })
    }

    /// A stage graded with its own suites (`grade --stage`) in the build folder of `worker`.
    func gradeStage(_ spec: String, _ exercise: RegistryChapter, worker: Int) throws -> Grading {
        try grade(exercise, ["--stage", spec, "--json"], name: "stage-\(spec.replacingOccurrences(of: "/", with: "-"))",
                  environment: ["WORKBOOK_GRADE_FOLDER": Self.gradeFolder(worker: worker)])
    }

    /// The folder under .build-mutants a worker grades in, one grading after another.
    static func gradeFolder(worker: Int) -> String { "integrity-worker-\(worker)" }
}
