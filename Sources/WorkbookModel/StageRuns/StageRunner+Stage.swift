import Foundation

/// One stage on its own: its build, mended when the build folder is at fault, then its tests.
extension StageRunner {
    /// Builds the stage, then runs its tests: with `alongside`, in the background on a copy of
    /// the test program (the next stage's build re-links the folder's own meanwhile).
    func runStage(_ scope: String, alongside: Bool) {
        let scratch = buildFolder(scope)
        startStage(scope)
        moveLeftEvents(to: scope)
        if !FileManager.default.fileExists(atPath: file(scope, "started").path) {
            _ = FileManager.default.createFile(atPath: file(scope, "started").path, contents: nil)
        }
        if reuseKept(scope, key: keysAtStart[scope]) { return }
        let key = keys([scope])[scope] ?? ""
        removeForeignModules([scope], scratch: scratch)
        var ending = build(scope: scope, scratch: scratch, log: file(scope, "build.log"), events: file(scope, "events"))
        if case .interrupted = ending { return }
        if ending != .exited(0), ending != .timedOut, let damage = damage(scope, scratch: scratch) {
            // Not the code: the build folder. A fresh one builds what a fresh clone would.
            try? FileManager.default.removeItem(at: scratch)
            ending = build(scope: scope, scratch: scratch, log: file(scope, "build.log"), events: file(scope, "events"))
            if case .interrupted = ending { return }
            if ending == .exited(0) {
                append(["note: the build folder \(RepositoryPath.relative(scratch, root: settings.root)) was damaged (\(damage)); check rebuilt it"], to: file(scope, "events"))
            } else if let damage = self.damage(scope, scratch: scratch) {
                finish(scope, key: "", run: StageRun(scope: scope, build: .damagedFolder(damage)))
                return
            }
        }
        switch ending {
        case .exited(0):
            break
        case .timedOut:
            finish(scope, key: "", run: StageRun(scope: scope, build: .timedOut, buildLog: file(scope, "build.log").path))
            return
        default:
            let log = BoundedText.read(file(scope, "build.log")) ?? ""
            if let cause = BuildTrouble.outsideCause(log: log, status: ending.shellStatus, home: settings.environment["HOME"]) {
                // Not the code either: named, and never kept (the next check builds again).
                finish(scope, key: "", run: StageRun(scope: scope, build: .outside(cause)))
            } else {
                finish(scope, key: key, run: StageRun(scope: scope, build: .failed, buildLog: file(scope, "build.log").path))
            }
            return
        }
        removeStaleResources(scratch: scratch, scope: scope, events: file(scope, "events"))
        let binary = testBinary(in: scratch)
        // The next stage's build re-links the folder's test program: these tests run a copy.
        let copy = settings.out.appendingPathComponent("xctest-\(scope)")
        if alongside, let binary, copied(binary, to: copy) {
            inBackground {
                self.testStage(scope, scratch: scratch, key: key, binary: copy, filter: nil)
                try? FileManager.default.removeItem(at: copy)
            }
            return
        }
        testStage(scope, scratch: scratch, key: key, binary: binary, filter: nil)
    }

    /// Copies a file over whatever is at `destination`; whether it could.
    func copied(_ source: URL, to destination: URL) -> Bool {
        try? FileManager.default.removeItem(at: destination)
        return (try? FileManager.default.copyItem(at: source, to: destination)) != nil
    }

    /// The stage's result gone from this run's folder (a reader waits for it), its events empty.
    /// Events (SCOPE.events, a line each) are what happened during this run: check shows them
    /// under the stage (``ResultFolder``), but they are no part of its result.
    func startStage(_ scope: String) {
        try? FileManager.default.removeItem(at: file(scope, "result.json"))
        _ = FileManager.default.createFile(atPath: file(scope, "events").path, contents: nil)
        try? FileManager.default.createDirectory(at: settings.scratchBase, withIntermediateDirectories: true)
    }

    /// The note that a joint build's folder started from scratch goes to the first stage it left.
    func moveLeftEvents(to scope: String) {
        let left = settings.out.appendingPathComponent("left.events")
        guard FileManager.default.fileExists(atPath: left.path) else { return }
        try? FileManager.default.removeItem(at: file(scope, "events"))
        try? FileManager.default.moveItem(at: left, to: file(scope, "events"))
    }

    func append(_ lines: [String], to url: URL) {
        guard !lines.isEmpty else { return }
        if !FileManager.default.fileExists(atPath: url.path) { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
        guard let handle = FileHandle(forWritingAtPath: url.path) else { return }
        defer { try? handle.close() }
        handle.seekToEndOfFile()
        handle.write(Data(lines.map { $0 + "\n" }.joined().utf8))
    }

    /// `swift build --build-tests` of the scope (``StageBuild``), its note that the folder was
    /// emptied first in `events`. When an incremental build compiled a module others use, leaves
    /// FOLDER.recompiled in this run's folder: a crash of the tests may then be SwiftPM's.
    func build(scope: String, scratch: URL, log: URL, events: URL) -> LimitedRun.Ending {
        let stageBuild = StageBuild(scope: scope, folder: scratch, log: log, timeLimit: settings.buildTimeLimit)
        let warm = stageBuild.isWarm
        guard let outcome = try? stageBuild.run(swift: settings.swift, root: settings.root, environment: settings.environment,
                                                 reaper: settings.reaper, logLimit: settings.logLimit) else {
            return .exited(127)
        }
        if let note = outcome.note { append([note], to: events) }
        if warm, outcome.note == nil, BuildTrouble.compiledADependency(log: BoundedText.read(log) ?? "") {
            _ = FileManager.default.createFile(atPath: recompiledMark(scratch).path, contents: nil)
        }
        return outcome.ending
    }

    /// The file that says this run's incremental build in `scratch` compiled a module others use.
    func recompiledMark(_ scratch: URL) -> URL {
        settings.out.appendingPathComponent("\(scratch.lastPathComponent).recompiled")
    }

    /// What the stage's failed build says is damaged in its folder, if anything.
    func damage(_ scope: String, scratch: URL) -> String? {
        BuildTrouble.damage(log: BoundedText.read(file(scope, "build.log")) ?? "", scratch: scratch, root: settings.root)
    }

    /// A Before built in a folder of its own imports only its own modules; the compiler finds
    /// every module built in the folder, declared or not. A module of its After's names that the
    /// Before does not have now (split, then reset) would be imported in place of the missing
    /// one: those modules' compiled interfaces go. In the folder every stage builds in, in turn
    /// (``inTurnFolder``), so do those of every stage of several modules that `scopes` do not
    /// have (a one-module Before's goals import its After's names too).
    func removeForeignModules(_ scopes: [String], scratch: URL) {
        let named = scopes.compactMap(named)
        guard let (chapter, stage, _) = named.first else { return }
        var foreign: Set<String>
        if scratch == inTurnFolder {
            foreign = Set(registry.chapters.flatMap(\.stages).filter { $0.modules.count > 1 }.flatMap { $0.modules.map(\.name) })
        } else {
            guard stage.name == "Before", scratch != KeptResults(scratch: settings.scratchBase).sharedBuildFolder else { return }
            foreign = Set((chapter.stage(named: "After")?.modules ?? []).map(\.name))
        }
        foreign.subtract(named.flatMap { $0.stage.modules.map(\.name) })
        guard !foreign.isEmpty else { return }
        func modulesFolders(_ folder: URL, depth: Int) -> [URL] {
            FolderEntry.list(folder.path).filter { $0.kind == .folder }.flatMap { entry -> [URL] in
                let url = folder.appendingPathComponent(entry.name)
                return entry.name == "Modules" && depth > 0 ? [url] : depth < 2 ? modulesFolders(url, depth: depth + 1) : []
            }
        }
        for modules in modulesFolders(scratch, depth: 0) {
            for entry in FolderEntry.list(modules.path) where foreign.contains(String(entry.name.prefix { $0 != "." })) && entry.name.contains(".") {
                try? FileManager.default.removeItem(at: modules.appendingPathComponent(entry.name))
            }
        }
    }

    /// A resource deleted from the sources stays in the build folder: removed, as a fresh build
    /// would not have it, and said in `events`.
    func removeStaleResources(scratch: URL, scope: String?, events: URL) {
        let health = BuildFolderHealth(root: settings.root, registry: registry, environment: settings.environment)
        var lines: [String] = []
        for stale in health.staleResources(scratch: scratch, scope: scope) {
            try? FileManager.default.removeItem(at: stale)
            lines.append("note: removed \(stale.lastPathComponent) from the build folder: its source is gone, and a fresh build would not have it")
        }
        append(lines, to: events)
    }

    /// The folder's XCTest program, where it is one (Linux: a file; macOS: a bundle only xctest runs).
    func testBinary(in scratch: URL) -> URL? {
        let debug = scratch.appendingPathComponent("debug")
        return FolderEntry.list(debug.path).map(\.name).sorted().lazy
            .filter { $0.hasSuffix("PackageTests.xctest") }
            .map { debug.appendingPathComponent($0) }
            .first { FileManager.default.isFile(at: $0) && FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `work` in the background once a place for a stage's tests is free.
    func inBackground(_ work: @escaping @Sendable () -> Void) {
        slots.wait()
        tests.enter()
        DispatchQueue.global().async {
            work()
            self.slots.signal()
            self.tests.leave()
        }
    }

    /// The stages whose tests crashed right after an incremental build that compiled something
    /// (SCOPE.retry) run again, once, after their folder is emptied: SwiftPM's incremental
    /// build can leave a module compiled against a struct's old layout, and a crash that a build
    /// from scratch does not have is the toolchain's, not the code's.
    func retryFresh(_ scopes: [String]) {
        var emptied: Set<URL> = []
        for scope in scopes where FileManager.default.fileExists(atPath: file(scope, "retry").path) {
            if interrupted { break }
            try? FileManager.default.removeItem(at: file(scope, "retry"))
            let scratch = buildFolder(scope)
            if emptied.insert(scratch).inserted {
                BuildFolder(url: scratch).clear()
                try? FileManager.default.removeItem(at: recompiledMark(scratch))
            }
            freshRetry = true
            runStage(scope, alongside: false)
        }
        freshRetry = false
    }
}
