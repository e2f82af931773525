import Foundation

/// "Green where it must be": the whole package built as swift test builds it, its manifest's
/// chapter targets the model's, and each chapter's characterization green on Before and After,
/// its goals (dependency rules among them) green on After.
extension IntegrityRun {
    /// The whole package's build: its products folder, and how its tests of some targets run.
    struct PackageBuild {
        /// The products folder (`.build/debug`).
        var bin: URL
        /// The test program, where it is an executable of its own (Linux; on macOS a bundle that
        /// xctest loads: swift test runs it), and the test classes it lists (`Target.Class`).
        var program: URL?
        var classes: [String]
    }

    /// Builds the whole package and runs each chapter's suites in it; the build, or nil when it does not build.
    func green() throws -> PackageBuild? {
        section("Green where it must be (the whole package, as swift test builds it)")
        let log = file("build.log")
        guard try run([swift.path, "build", "--build-tests", "--scratch-path", scratch.path], log: log, timeLimit: 3_600) == 0 else {
            fail("the package does not build", firstErrors(log, 5))
            return nil
        }
        // (`debug`, the link SwiftPM makes to the products folder, on Linux and macOS alike: the
        // build's clang module cache names its path so, and the referee's compiler must too.)
        let bin = scratch.appendingPathComponent("debug")
        try manifestTargetsCheck()
        let build = try packageBuild(bin: bin)
        for chapter in chapters { try chapterSuites(chapter, build: build) }
        return build
    }

    /// Package.swift reads the registry itself (a manifest cannot import package code): the
    /// chapters' targets it declares must be those the model reads from the same file.
    func manifestTargetsCheck() throws {
        let dump = file("dump-package.json")
        guard try run([swift.path, "package", "dump-package"], log: dump, errors: file("dump-package.log")) == 0 else {
            fail("swift package dump-package fails", Array(String(lossyContentsOf: file("dump-package.log")).split(separator: "\n").prefix(3).map(String.init)))
            return
        }
        let root = context.root
        let targets = registry.targetNames(beforeGoalsWanted: XcodeCommand.beforeGoalsWanted(root: root)) { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
        do {
            let problems = try ManifestTargets(json: try Data(contentsOf: dump)).problems(against: targets)
            if problems.isEmpty {
                pass("Package.swift and WorkbookModel read the same \(targets.count) chapter targets from the registry")
            } else {
                fail("Package.swift and WorkbookModel read the registry differently", problems)
            }
        } catch {
            fail("Package.swift and WorkbookModel read the registry differently", ["\(error)"])
        }
    }

    /// The test program and its classes, where it is an executable (Linux): run on the classes
    /// of some targets, without SwiftPM's two seconds a call of planning.
    func packageBuild(bin: URL) throws -> PackageBuild {
        let candidates = ((try? FileManager.default.contentsOfDirectory(atPath: bin.path)) ?? []).filter { $0.hasSuffix("PackageTests.xctest") }.sorted()
        var isFolder: ObjCBool = false
        guard let name = candidates.last, case let program = bin.appendingPathComponent(name),
              FileManager.default.fileExists(atPath: program.path, isDirectory: &isFolder), !isFolder.boolValue,
              FileManager.default.isExecutableFile(atPath: program.path) else {
            return PackageBuild(bin: bin, program: nil, classes: [])
        }
        let listing = file("tests.list")
        try run([program.path, "--list-tests"], log: listing, errors: file("tests.list.err"))
        let classes = Set(String(lossyContentsOf: listing).split(separator: "\n").compactMap { line -> String? in
            guard let slash = line.firstIndex(of: "/") else { return nil }
            let name = line[..<slash]
            return name.split(separator: ".").count == 2 ? String(name) : nil
        })
        return PackageBuild(bin: bin, program: program, classes: classes.sorted())
    }

    /// Runs the tests of `targets` in the whole package's build, their output in `log`; the exit
    /// status (1 and a line in the log when the program has no class of theirs).
    @discardableResult
    func tests(of targets: [String], build: PackageBuild, log: URL) throws -> Int32 {
        if let program = build.program {
            let selected = build.classes.filter { name in targets.contains { name.hasPrefix($0 + ".") } }
            guard !selected.isEmpty else {
                try Data("no test class of \(targets.joined(separator: "|")) in \(program.path)\n".utf8).write(to: log)
                return 1
            }
            // (XCTest's one argument: the classes, comma-separated.)
            return try run([program.path, selected.joined(separator: ",")], log: log)
        }
        return try run([swift.path, "test", "--skip-build", "--scratch-path", scratch.path, "--filter", "^(\(targets.joined(separator: "|")))\\."], log: log)
    }

    /// A chapter's Before and After characterization and After's goals (its modules' own tests
    /// and its dependency rules among them, as check counts them).
    func chapterSuites(_ chapter: RegistryChapter, build: PackageBuild) throws {
        guard let before = chapter.stage(named: "Before"), let after = chapter.stage(named: "After") else { return }
        let name = chapter.name
        var goalTargets = [after.testTargetName(suite: "Goals")]
        if after.modules.count > 1 {
            for module in after.modules where FileManager.default.fileExists(atPath: context.url("Chapters/\(name)/Tests/\(module.name)Tests").path) {
                goalTargets.append("\(module.name)Tests")
            }
        }
        let characterization = after.testTargetName(suite: "Characterization")
        for target in [before.testTargetName(suite: "Characterization"), characterization, goalTargets[0]] {
            let isGoals = target == goalTargets[0]
            let log = file("\(target).log")
            let status = try tests(of: isGoals ? goalTargets : [target], build: build, log: log)
            let testLog = XCTestLog(text: String(lossyContentsOf: log))
            var ok = testLog.passed, bad = testLog.failed
            if target == characterization { facts.append("\(name)\tlog\tcharacterization\t\(log.path)") }
            if isGoals {
                facts.append("\(name)\tlog\tgoals\t\(log.path)")
                // A module's own tests (chapter 9's LoginTests…), each target's log for its count.
                for moduleTarget in goalTargets.dropFirst() {
                    let moduleLog = file("\(moduleTarget).log")
                    try tests(of: [moduleTarget], build: build, log: moduleLog)
                    facts.append("\(name)\ttarget\t\(moduleTarget)\t\(moduleLog.path)")
                }
                if let (gone, present) = rulesCheck(chapter, build: build) {
                    ok += gone
                    bad += present
                }
            }
            if status == 0, bad == 0, ok > 0 {
                pass("\(target): \(ok)/\(ok) passed")
            } else if status == 0, bad == 0, ok == 0 {
                fail("\(target): no test ran")
            } else {
                var details = testLog.failures.map { "\($0.test) — \(paths.location(of: $0)): \($0.message.first ?? "")" }
                if details.isEmpty { details = firstErrors(log, 3) }
                fail("\(target): \(ok)/\(ok + bad) passed", details)
            }
        }
    }

    /// The chapter's dependency rules, goal tests judged by the compiler (check counts them so):
    /// on the After, every one gone. How many are gone and present; nil when it has none.
    func rulesCheck(_ chapter: RegistryChapter, build: PackageBuild) -> (gone: Int, present: Int)? {
        guard FileManager.default.fileExists(atPath: context.url(DependencyRules.path(chapter: chapter.name)).path) else { return nil }
        do {
            let verdicts = try Referee(root: context.root, registry: registry).verdicts(chapter: chapter.name, stage: "After", binPath: build.bin)
            let present = verdicts.filter { !$0.isGone }
            if present.isEmpty {
                pass("\(chapter.name): After's \(verdicts.count) dependency rules gone in the compiler's call graph (\(DependencyRules.path(chapter: chapter.name).dropFirst("Chapters/\(chapter.name)/".count)))")
            } else {
                fail("\(chapter.name): After's dependency rules are not all gone", present.flatMap(StageResult.shown))
            }
            return (verdicts.count - present.count, present.count)
        } catch {
            fail("\(chapter.name): After's dependency rules could not be judged", ["\(error)"])
            return (0, 1)
        }
    }
}
