import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `./Scripts/run CHAPTER [before|after] [--app APP] [--script FILE | -] [--time-limit S]`: a
/// stage's app on HeadlessUIKit in the terminal, each screen as text, driven by commands.
public struct RunCommand: ScriptCommand, Equatable, Sendable {
    public static let name = "run"
    public static let options: [ScriptOption] = [.value("--script"), .value("--app"), .value("--time-limit")]
    public static let usage = """
        Usage: ./Scripts/run CHAPTER [before|after] [--app APP] [--script FILE | -] [--time-limit S]

        Starts MyBiz — the chapter's Before (default: yours, as you left it) or
        After — on HeadlessUIKit, with the in-process backend, and prints each
        screen as a user would see it (text, fields, buttons, alerts; the same
        rendering a failing test prints). A stage of several modules may hold
        more than one app: --app picks one (./Scripts/run chapter9 after --app
        ExpenseReport starts the second app, which logs in through the same Login
        module). Then it follows commands, one a line:

          tap TITLE              tap the button titled TITLE (tap Sign In)
          type TEXT into FIELD   type into the field whose placeholder is FIELD
                                 (type Wrong1 into Password; quotes keep spaces)
          tab TITLE              select a tab; row TEXT taps a table row
          server fails ROUTE     the server answers ROUTE (announcements, employees,
                                 events, products, purchases, userInfo…) with 503
                                 Service Unavailable; server recovers ends that
          show                   print the screen again
          # …                    a comment, printed as it is

        and prints the screen after each. Without --script it walks the login: the
        login screen, a wrong password's alert, then the right password and the
        app's first screen after login (Scripts/lib/run/walk.txt). --script FILE
        replays FILE (a demo); --script - reads the commands from the terminal, one
        at a time.

        A script (the walk, FILE, or commands piped in) may run for --time-limit
        SECONDS (default 120, or WORKBOOK_CHECK_TIME_LIMIT, as check's tests):
        past it the app is stopped and run says so (exit 1). At the terminal
        (--script - typed by you) there is no limit.

        Inside Chapters/chapterN/, CHAPTER may be left out: that one (run after
        there starts its After).

        The seed user is agent@shield.org, password hailHydra. The first run of a
        stage builds it once into .build-check/run/ (a minute or two on two cores);
        later runs take seconds. The build may take WORKBOOK_CHECK_BUILD_TIME_LIMIT
        seconds (default 600), as check's. Exit status: 0 every command worked, 1 one did not
        (or the stage does not build), 2 bad arguments or no Swift toolchain.

        """

    public var package: RunPackage
    /// The commands: a file (the walk by default), or nil for standard input (`-`).
    public var script: URL?
    public var timeLimit: Int
    /// The build's, as check's (WORKBOOK_CHECK_BUILD_TIME_LIMIT).
    public var buildTimeLimit: Int

    public init(arguments: ScriptArguments, context: ScriptContext) throws {
        if let limit = arguments.value("--time-limit") {
            timeLimit = try TimeLimit.seconds(limit, name: "--time-limit")
        } else {
            timeLimit = try StageRunner.testTimeLimit(from: context.environment)
        }
        buildTimeLimit = try StageBuild.timeLimit(from: context.environment)
        let (chapter, stage) = try context.stagedChapter(arguments.operands, command: Self.name)
        switch arguments.value("--script") {
        case nil: script = context.url(Self.walk)
        case "-": script = nil
        case let path?:
            let url = URL(fileURLWithPath: path, relativeTo: context.currentDirectory)
            guard FileManager.default.isFile(at: url) else {
                throw ScriptFailure("no such script: \(path)")
            }
            script = url
        }
        try context.requireStageFolder(chapter: chapter, stage: stage)
        let modules = try context.registry().chapter(named: chapter)?.stage(named: stage)?.modules ?? []
        package = try Self.package(chapter: chapter, stage: stage, modules: modules, app: arguments.value("--app"), root: context.root)
    }

    /// The default commands: the login walked.
    static let walk = "Scripts/lib/run/walk.txt"

    /// The package of the app `wanted` (nil: the stage's first app) among the stage's modules:
    /// one module lives in the stage folder, several each in a folder of its own.
    static func package(chapter: String, stage: String, modules: [Module], app wanted: String?, root: URL) throws(ScriptFailure) -> RunPackage {
        let stageFolder = "Chapters/\(chapter)/\(stage)"
        let several = modules.count > 1
        func folder(_ name: String) -> String { several ? "\(stageFolder)/\(name)" : stageFolder }
        let apps = modules.map(\.name).filter { declaresAppDelegate(in: folder($0), root: root) }
        guard let first = apps.first else { throw ScriptFailure("\(stageFolder) has no AppDelegate: nothing to launch") }
        var app = first
        if let wanted {
            let found = modules.map(\.name).first { $0.lowercased() == wanted.lowercased() }
            guard let found else {
                if !several {
                    throw ScriptFailure("\(chapter)'s \(stage) is one app (module \(apps.joined(separator: ", "))): --app chooses among the apps of a stage of several modules (chapter 9's After)")
                }
                throw ScriptFailure("\(chapter)'s \(stage) has no module '\(wanted)': its apps are \(apps.joined(separator: ", "))")
            }
            guard apps.contains(found) else {
                throw ScriptFailure("\(found) is not an app (it has no AppDelegate): \(chapter)'s \(stage) launches \(apps.joined(separator: ", "))")
            }
            app = found
        }
        // What the app links: itself, the modules it imports, and theirs.
        var linked = [app]
        var queue = [app]
        while !queue.isEmpty {
            let name = queue.removeFirst()
            for dependency in modules.first(where: { $0.name == name })?.dependencies ?? [] where !linked.contains(dependency) {
                linked.append(dependency)
                queue.append(dependency)
            }
        }
        let linkedModules = linked.map { name in
            RunPackage.LinkedModule(name: name, folder: folder(name),
                                    dependencies: modules.first { $0.name == name }?.dependencies ?? [],
                                    hasResources: FolderEntry.list(root.appendingPathComponent(folder(name)).path).contains { $0.name == "Resources" && $0.kind == .folder },
                                    storyboards: storyboards(in: folder(name), root: root))
        }
        return RunPackage(chapter: chapter, stage: stage, app: app, modules: linkedModules, several: several)
    }

    /// The Swift files under a folder of the repository, in byte order, with their text.
    static func swiftFiles(in folder: String, root: URL) -> [(path: String, text: String)] {
        FolderEntry.files(under: folder, in: root).filter { $0.hasSuffix(".swift") }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            .compactMap { path in (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)).map { (path, $0) } }
    }

    /// Whether a Swift file under the folder declares `class AppDelegate` (after `public`,
    /// `open` or `final`), at the start of a line.
    static func declaresAppDelegate(in folder: String, root: URL) -> Bool {
        swiftFiles(in: folder, root: root).contains { file in
            file.text.split(separator: "\n", omittingEmptySubsequences: false).contains { line in
                var rest = line.drop { $0 == " " || $0 == "\t" }
                while let word = ["public ", "open ", "final "].first(where: { rest.hasPrefix($0) }) { rest = rest.dropFirst(word.count) }
                guard rest.hasPrefix("class AppDelegate") else { return false }
                let next = rest.dropFirst("class AppDelegate".count).first
                return next.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            }
        }
    }

    /// The storyboards the folder's Swift files declare, `static let NAME = StoryboardFile(`.
    static func storyboards(in folder: String, root: URL) -> [String] {
        swiftFiles(in: folder, root: root).flatMap { file in
            file.text.components(separatedBy: "static let ").dropFirst().compactMap { rest -> String? in
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                guard let first = name.first, first.isLetter || first == "_",
                      rest.dropFirst(name.count).hasPrefix(" = StoryboardFile(") else { return nil }
                return String(name)
            }
        }
    }

    public func run(_ context: ScriptContext) throws -> Int32 {
        let swift = try SwiftToolchain.required(path: context.environment["PATH"]).executable
        if let obstacle = StageBuild.obstacle(chapter: package.chapter, root: context.root) { throw ScriptFailure(obstacle) }
        let folder = BuildFolder.scratchBase(root: context.root, environment: context.environment).appendingPathComponent("run/\(package.chapter)-\(package.stage.lowercased())")
        do {
            try package.write(in: folder, root: context.root)
        } catch {
            throw ScriptFailure("cannot write \(RepositoryPath.relative(folder, root: context.root)): \(error.localizedDescription)")
        }
        guard let program = try build(in: folder, swift: swift, context: context) else { return 1 }
        return try launch(program, context: context)
    }
}
