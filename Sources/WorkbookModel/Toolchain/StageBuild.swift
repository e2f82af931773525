import Foundation

/// One stage built as check builds it: `swift build
/// --build-tests` of the package narrowed to the stage (WORKBOOK_SCOPE, see Package.swift), in
/// the stage's build folder (``KeptResults/buildFolder(scope:chapter:registry:)``), within the
/// build time limit, from scratch when the workbook's own sources changed (``BuildFolder``). A
/// map and a check of the stage share the build.
public struct StageBuild: Sendable {
    /// The stage's scope, e.g. chapter1-before-characterization.
    public var scope: String
    /// Its build folder (SwiftPM's scratch path).
    public var folder: URL
    /// Where the build's output goes.
    public var log: URL
    /// In seconds.
    public var timeLimit: Int

    public init(scope: String, folder: URL, log: URL, timeLimit: Int) {
        self.scope = scope
        self.folder = folder
        self.log = log
        self.timeLimit = timeLimit
    }

    /// The build's time limit when the environment sets none: generous, as a first build of a
    /// stage on two cores takes a minute or two.
    public static let defaultTimeLimit = 600

    /// The variable that sets the build's time limit.
    public static let timeLimitVariable = "WORKBOOK_CHECK_BUILD_TIME_LIMIT"

    /// The build's time limit the environment sets (``timeLimitVariable``), else the default;
    /// a value that is no time limit is its one-line failure.
    public static func timeLimit(from environment: [String: String]) throws(ScriptFailure) -> Int {
        try TimeLimit.seconds(from: environment, timeLimitVariable, otherwise: defaultTimeLimit)
    }

    /// Debug information as line tables only: a crash's backtrace still names each frame's
    /// function, file and line, and nothing here runs a debugger; whole types cost 6 to 13 % more
    /// of a cold build's processor time (Scripts/lib/buildfolder.sh's WB_DEBUG_INFO, measured
    /// on Linux, Swift 6.3.1).
    public static let debugInformation = "-gline-tables-only"

    /// `swift`'s arguments: without indexing the system modules (Foundation, XCTest, Glibc) for
    /// every module, a fifth of a cold build's time that nothing reads.
    public var arguments: [String] {
        ["build", "--build-tests", "--scratch-path", folder.path,
         "-Xswiftc", "-index-ignore-system-modules", "-Xswiftc", Self.debugInformation]
    }

    /// `swift`'s arguments for the modules every stage is built on (the platform: MyBizTesting
    /// and what it imports), in `folder`, with the stages' flags, so that their builds find them
    /// built: what a check's launcher builds beside the tool when the tool must be built first
    /// (Scripts/lib/launch.sh's wb__warm_up, with WORKBOOK_SCOPE=platform).
    public static func warmUpArguments(folder: URL) -> [String] {
        ["build", "--target", "MyBizTesting", "--scratch-path", folder.path,
         "-Xswiftc", "-index-ignore-system-modules", "-Xswiftc", debugInformation]
    }

    /// The variables a build runs without: the marks of the scripts' runs and where check was
    /// started, new at every run. SwiftPM keys its cache of what Package.swift evaluates to by
    /// the environment, and a value new at every run compiles and links the manifest again for
    /// every build (measured: a one-line edit's check 1 s slower).
    public static let variablesLeftOut: Set<String> = [
        "WB_MODEL_TOOL", "WB_WARM_UP_PID", "WORKBOOK_RUN_MARK", "WORKBOOK_STAGE_MARK", "OLDPWD",
    ]

    /// The build's environment, from the caller's: the scope, SwiftPM's temporary folder, the
    /// repository's layout digests now (with `root`: ``LayoutDigests/environment``), and none
    /// of ``variablesLeftOut``.
    public func environment(from inherited: [String: String], temporaryFolder: URL?, root: URL? = nil) -> [String: String] {
        var environment = inherited.filter { !Self.variablesLeftOut.contains($0.key) }
        environment["WORKBOOK_SCOPE"] = scope
        if let temporaryFolder { environment["TMPDIR"] = temporaryFolder.path }
        if let root { environment.merge(LayoutDigests(root: root).environment) { $1 } }
        return environment
    }

    /// How a build went.
    public struct Outcome: Equatable, Sendable {
        public var ending: LimitedRun.Ending
        /// The line that says the folder was emptied first (the workbook's own sources changed), if it was.
        public var note: String?

        public var built: Bool { ending == .exited(0) }
    }

    /// Whether the folder holds a build already (the next one is incremental).
    public var isWarm: Bool { Self.isWarm(folder: folder) }

    /// Whether `folder` holds a build already.
    public static func isWarm(folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("build.db").path)
    }

    /// Why the chapter's stages cannot be built, as one line that says what to do (the lines
    /// check says): a path the toolchain cannot build in (``WorkbookFolder``), or an entry no
    /// build can read (a named pipe blocks the compiler for good, a name that is not UTF-8 has
    /// it blame its build folder: ``FolderEntry/firstUnusual(in:root:)``); nil when it can be.
    public static func obstacle(chapter: String, root: URL) -> String? {
        let folder = root.appendingPathComponent("Chapters/\(chapter)")
        if let (path, why) = WorkbookFolder.unbuildablePath(root: root, folders: [folder]) {
            func shown(_ path: String, _ count: Int) -> String { String(path.replacingOccurrences(of: "\n", with: "?").prefix(count)) }
            if path == root.path {
                return "the workbook's folder path (\(shown(path, 80))…) has \(why), which the Swift toolchain cannot build in: move or clone the workbook to a shorter path of letters, digits, - and _ (e.g. ~/workbook)"
            }
            return "\(shown(String(path.dropFirst(root.path.count + 1)), 120)) has \(why), which the Swift toolchain cannot build: rename it (letters, digits, -, _ and .), then check again"
        }
        return (Stage.names + ["Tests"]).map { "Chapters/\(chapter)/\($0)" }.lazy.compactMap { FolderEntry.firstUnusual(in: $0, root: root) }.first
    }

    /// Builds it with `swift` in the repository at `root`, under `reaper` (see ``LimitedRun``),
    /// its log ended past `logLimit` bytes.
    public func run(swift: URL, root: URL, environment: [String: String], reaper: URL?,
                    logLimit: Int = LimitedRun.defaultLogLimit) throws -> Outcome {
        let note = BuildFolder(url: folder).freshen(root: root)
        var run = LimitedRun(command: [swift.path] + arguments, directory: root,
                             environment: self.environment(from: environment, temporaryFolder: BuildFolder.swiftPMTemporaryFolder(root: root), root: root),
                             log: log, timeLimit: timeLimit, reaper: reaper)
        run.logLimit = logLimit
        return Outcome(ending: try run.run(), note: note)
    }
}
