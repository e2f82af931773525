import Foundation

extension GradeRun {
    /// What every grading does first: stage 0 as published, the catalogue read, the package's
    /// folder, the first lines.
    func prepare() throws {
        // Stage 0 is the app as published, whatever the learner did to it: chapter 1's work in
        // its Before, committed or not, is no change to grade. (--stage grades a stage as it is.)
        let base = command.mutantsBase(context)
        var publishedCopy = false
        if command.stageZero {
            guard let digests = FileDigests(path: context.environment["PATH"]) else {
                throw ScriptFailure("neither sha256sum nor shasum is on PATH: the workbook's files cannot be compared with the published ones")
            }
            let copy = PublishedCopy(root: context.root, manifest: PublishedManifest.load(root: context.root), digests: digests,
                                     git: Git(root: context.root, path: context.environment["PATH"]))
            do {
                stageFolder = try copy.folder(command.stageRelative, copies: base.appendingPathComponent("published"))
            } catch {
                throw ScriptFailure("stage 0 is \(command.stageRelative) as published, and yours differs from it (chapter 1's work?), but \(error.message)")
            }
            publishedCopy = stageFolder != context.url(command.stageRelative)
        }
        var text: [UInt8] = []
        for catalogue in command.catalogues { text += FileManager.default.contents(atPath: context.url(catalogue).path).map { Array($0) } ?? [] }
        let catalogue = MutantCatalogue(path: command.catalogues.count == 1 ? command.catalogues[0] : "the stage's catalogues", text: text)
        if let problem = catalogue.problems.first { throw ScriptFailure("the mutant catalogue is malformed: \(problem)") }
        guard !catalogue.mutants.isEmpty else { throw ScriptFailure("the mutant catalogue lists no mutants") }
        schemata = MutantSchemata(catalogue: catalogue, read: WorkbookCommand.fileReader(root: context.root))
        write(catalogue.mutants.map { $0.listLine + "\n" }.joined(), "catalogue")
        guard let modules = registry.chapter(named: command.appChapter)?.stage(named: command.appStage)?.modules, !modules.isEmpty else {
            throw ScriptFailure("the registry has no \(command.appChapter) \(command.appStage)")
        }
        package = MutantPackage(root: context.root, folder: base.appendingPathComponent(command.sharedFolder ?? command.variant), stage: stageFolder,
                                modules: modules, tests: try stageTests(base: base), swiftTests: command.swiftTests,
                                define: command.appStage == "Before" ? "BEFORE" : nil)

        let stage = "\(command.appChapter)/\(command.appStage.lowercased())"
        let stageName = command.stageZero ? "stage 0 (\(stage))" : stage
        say("Grading \(command.whose) against \(stageName) and \(catalogue.mutants.count) changes to it…\n")
        #if os(macOS)
        // Swift Testing's tests run from the test program on Linux only (Scripts/lib/run-tests).
        if command.swiftTestsState == .edited {
            dim("On macOS grade runs your XCTest tests only: your Swift Testing tests (Chapters/\(command.chapter)/SwiftTests) are graded on Linux.")
        }
        #endif
        if publishedCopy { dim("Stage 0 is \(command.stageRelative) as published: your changes there (chapter 1's work) are left out.") }
    }

    /// The folder of tests graded: the command's; for an After graded with its own suites,
    /// with the characterization suites among its chapter's goals (``MutantPackage/testsFolder(characterization:goals:links:)``).
    func stageTests(base: URL) throws -> URL {
        guard !command.stageZero, command.appStage == "After" else { return command.tests }
        return try MutantPackage.testsFolder(characterization: command.tests, goals: context.url("Chapters/\(command.appChapter)/Tests/Goals"),
                                             links: base.appendingPathComponent("\(command.variant).tests"))
    }

    /// The words a test may not name: they read which change is switched on (the generated
    /// switch, its C module, the variable, symbols looked up by name, the package's folder).
    static let switchWords = ["MutantSwitch", "WORKBOOK_MUTANT", "wb_mutant_active", "dlsym", "dlopen", ".build-mutants"]

    /// Tests whose code or strings name a way to the grading's switch are refused: they would
    /// "catch" every change without testing anything. Reaching the switch takes one of those
    /// names, short of reading the program's own symbol tables by hand. The switch is also wiped
    /// from the tests' environment before they start, and the control run among the changes
    /// catches a test that tells grading runs apart some other way.
    func refuseSwitchReaders() {
        var found: [String] = []
        for folder in [package.tests, package.swiftTests].compactMap({ $0 }) {
            let shown = paths.relative(folder.path)
            for file in FileManager.default.files(followingLinksUnder: folder) where file.hasSuffix(".swift") {
                let text = String(lossyContentsOf: folder.appendingPathComponent(file))
                // (Code and string literals, not comments: a comment that names one reads nothing.)
                for (number, line) in SwiftComments.blanked(text).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    guard let word = Self.switchWords.first(where: { line.contains($0) }) else { continue }
                    found.append("✗ \(shown)/\(file):\(number + 1): reads which change is switched on (\(word))")
                }
            }
        }
        guard !found.isEmpty else { return }
        status = GradeSummary.Status.refused
        row("Tests that read the grading's switch", "\(palette.red)✗ refused\(palette.reset)")
        let lines = Array(found.prefix(5))
        write(lines.map { $0 + "\n" }.joined(), "build.errors")
        indented(lines)
    }

    /// The package written and built, every change compiled in; the test command.
    func buildPackage() throws {
        let label = "Build with every change in"
        let started = DispatchTime.now()
        if !StageBuild.isWarm(folder: package.folder.appendingPathComponent(".build")) {
            dim("First grading: the app is built once with every change compiled in (a minute or two); later runs take seconds.")
        }
        let problems = try package.prepare(schemata, key: packageKey, sharedFolder: command.sharedFolder != nil)
        guard status == GradeSummary.Status.graded else { return }
        if !problems.isEmpty {
            status = GradeSummary.Status.catalogue
            let stage = "\(command.appChapter)/\(command.appStage.lowercased())"
            row(label, "\(palette.red)✗ \(problems.count) changes don't fit \(stage)\(palette.reset)")
            let lines = problems.map { $0.replacingOccurrences(of: "\t", with: ": ") }
            write(lines.map { $0 + "\n" }.joined(), "build.errors")
            indented(Array(lines.prefix(5)))
            return
        }
        progress(label)
        let plan = MutantPlan(text: (try? String(contentsOf: package.folder.appendingPathComponent("plan"), encoding: .utf8)) ?? "")
        write(schemata.locate(plan, stage: stageFolder.path).map { $0 + "\n" }.joined(), "locations")
        let log = work.appendingPathComponent("build.log")
        build = try package.buildIfChanged(swift: swift, log: log, environment: context.environment, reaper: context.tool, timeLimit: command.buildTimeLimit)
        if let build, !build.built {
            status = GradeSummary.Status.build
            let what = "the changed copy of \(command.appChapter)/\(command.appStage)"
            var lines = [String]()
            if let stopped = try build.ending.buildStopped(what, timeLimit: command.buildTimeLimit) {
                lines = [stopped]
            } else {
                let copy = paths.relative(package.folder.path) + "/App/"
                lines = BuildLog(text: BoundedText.read(log) ?? "").firstErrors(5, paths: paths).map { line in
                    guard line.hasPrefix(copy), let slash = line.dropFirst(copy.count).firstIndex(of: "/") else { return line }
                    return "(\(what)) " + line[line.index(after: slash)...]
                }
            }
            row(label, "\(palette.red)✗ doesn't compile\(palette.reset)")
            write(lines.map { $0 + "\n" }.joined(), "build.errors")
            indented(lines)
            return
        }
        row(label, "\(palette.green)✓\(palette.reset) \(Self.seconds(Self.milliseconds(since: started))) s")
        if let note = build?.note { say("      \(palette.dim)\(note)\(palette.reset)\n") }
        testCommand = package.testCommand
        // Which frameworks run: decided from what the built program lists (GradedFrameworks).
        if testCommand.count == 3, testCommand[0].hasSuffix("/run-tests") {
            let listing = (try? ToolRun(executable: package.testProgram, arguments: ["--list-tests"], directory: package.folder).capture())?.output ?? ""
            let frameworks = GradedFrameworks(chapter: command.chapter, swiftTests: command.swiftTestsState, xctestTests: TestListing(text: listing).listedLines)
            if !frameworks.runsSwiftTesting { testCommand = [package.testProgram.path] }
            if let note = frameworks.note { dim(note) }
        }
    }

    /// What the package is written from, by content: the stage's files, the catalogues, the
    /// tests' folders, the workbook tool that writes it (a changed rule of the model writes it
    /// again): the same key, nothing is written.
    var packageKey: String {
        var lines = [stageFolder.path, package.tests.path, package.swiftTests?.path ?? "-", package.define ?? "-"]
        lines += package.modules.map(\.entry) + command.catalogues
        lines += [package.tests, package.swiftTests].compactMap { $0 }.map { FileManager.default.isFolder(at: $0.appendingPathComponent("__Approvals__")) ? "approvals" : "-" }
        let files = SourceFiles(root: URL(fileURLWithPath: "/"))
        lines += files.sums([String(stageFolder.path.dropFirst())] + command.catalogues.map { String(context.url($0).path.dropFirst()) })
        if let tool = context.tool, let attributes = try? FileManager.default.attributesOfItem(atPath: tool.path) {
            lines.append("\(attributes[.size] ?? 0) \(attributes[.modificationDate] ?? "")")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
