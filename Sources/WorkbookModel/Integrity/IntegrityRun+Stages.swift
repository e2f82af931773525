import Foundation

/// integrity's checks that run the workbook's own commands: what generate derives, the
/// referee's catalogue, check's sample, the pristine Befores' goals, and the texts' counts
/// against what all of those counted.
extension IntegrityRun {
    /// What ./Scripts/generate derives from the registry and the code; the maps drawn from the
    /// compiler's view of each pristine Before, as the whole package's build has it.
    func generated(_ build: PackageBuild?) throws {
        section("Generated (what ./Scripts/generate derives from the registry and the code)")
        let log = file("generate.log")
        let environment = build.map { ["WB_MAP_BIN": $0.bin.path] } ?? [:]
        if try run(script("generate", ["--check"]), log: log, environment: environment) == 0 {
            pass("test links, the README's chapter table and each chapter README's map are as the registry and the code imply")
        } else {
            fail("what the registry implies is out of date (./Scripts/generate makes it so)", [String(lossyContentsOf: log)])
        }
    }

    /// Tests/RefereeCatalogue: changes to an After a learner might make, each judged on the
    /// compiler's call graph of the changed copy (RefereeCatalogueTests, which a plain swift
    /// test skips: it needs this build's products, named by WORKBOOK_REFEREE_BIN).
    func catalogue(_ build: PackageBuild?) throws {
        section("The referee's catalogue (each case judged by the compiler as it must be; map and check agree)")
        guard let build else { return }
        let log = file("catalogue.log")
        // Each chapter's cases in a test process of their own, two at a time (a second of the compiler each).
        let status = try run([swift.path, "test", "--skip-build", "--scratch-path", scratch.path, "--disable-swift-testing",
                              "--parallel", "--num-workers", "2", "--filter", "RefereeCatalogueTests"],
                             log: log, environment: ["WORKBOOK_REFEREE_BIN": build.bin.path])
        let folder = context.url(RefereeCatalogue.folder)
        let patches = FileManager.default.files(followingLinksUnder: folder).filter { $0.hasSuffix(".patch") }
        let cases = patches.reduce(0) { count, patch in
            count + String(lossyContentsOf: folder.appendingPathComponent(patch)).split(separator: "\n").filter { $0.hasPrefix("Must be done:") || $0.hasPrefix("Must not be done:") }.count
        }
        if status == 0 {
            pass("\(cases) cases, every one judged as it must be, the map agreeing")
        } else {
            fail("the referee's catalogue: a case is not judged as it must be (exit \(status))",
                 String(lossyContentsOf: log).split(separator: "\n").filter { $0.contains("error:") }.prefix(8).map(String.init))
        }
    }

    /// README.md and Scripts/README.md show ./Scripts/check chapter1 on a fresh clone: what it
    /// prints (the line about a first check's build time left out of the comparison).
    func samples() throws {
        section("Samples (what the docs show check printing is what it prints)")
        let actual = file("sample.actual")
        try run(script("check", [WorkbookCommand.sampleChapter]), log: actual, environment: ["NO_COLOR": "1"])
        modelCheck(.samples(actual: actual.path))
    }

    /// Every pristine Before's goal tests, as check runs them: not green before the work, and
    /// the compiler errors a README shows check printing under them what it prints.
    func beforeGoals() throws {
        section("Goal tests not green on the pristine Before")
        let results = file("before-goals")
        try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        let path = context.environment["PATH"]
        let environment = context.environment
        let jobs = Int(environment["WORKBOOK_CHECK_JOBS"] ?? "") ?? 2
        var settings = StageRunner.Settings.from(
            environment: environment, root: context.root, out: results, jobs: max(1, jobs), toolchain: SwiftToolchain.keyLine(path: path),
            swift: swift, reaper: tool,
            testTimeLimit: try StageRunner.testTimeLimit(from: environment),
            buildTimeLimit: try StageBuild.timeLimit(from: environment))
        // (Every Before in one folder, in turn: the platform built once for them, not again for
        // each chapter of several modules.)
        settings.buildsInTurn = true
        let scopes = chapters.map { "\($0.name)-before-goals" }
        // (Interrupted: the shell's status for the signal.)
        let status = StageRunner(settings: settings, registry: registry).run(scopes: scopes)
        if status > 128 { throw LimitedRun.Interrupted(signal: status - 128) }
        let folder = ResultFolder(url: results, unfinishedIsCrash: true)
        for chapter in chapters {
            let result = folder.result(chapter: chapter.name, stage: "Before", suite: "Goals")
            // (What check prints under them, its first compiler errors: the errors a text may quote.)
            let details = file("\(chapter.name).before-goals.details")
            try Data(result.details.map { $0 + "\n" }.joined().utf8).write(to: details)
            facts.append("\(chapter.name)\terrors\t\(details.path)")
            switch result.status {
            case .build: facts.append("\(chapter.name)\tbefore-goals\t\(StepExpectation.doesNotCompile)")
            case .fail, .crash: facts.append("\(chapter.name)\tbefore-goals\t\(result.passed)/\(result.total)")
            default: break
            }
        }
        modelCheck(.beforeGoals(results: results.path))
    }

    /// A chapter's README, HINTS and NOTES (and README.md, for chapter 1) state counts in many
    /// forms: each is read by the model (TextClaims) and compared with what the runs counted.
    func texts() throws {
        section("Texts (every count a lesson states is what the tools count)")
        modelCheck(.texts(facts: try factsFile().path))
    }

    /// The facts so far, as the model reads them.
    func factsFile() throws -> URL {
        let url = file("facts")
        try Data(facts.map { $0 + "\n" }.joined().utf8).write(to: url)
        return url
    }
}
