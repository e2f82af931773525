import Foundation

/// git in the repository, paths as they are (`core.quotePath=false`: "Nüeva.swift", not
/// "N\303\274eva.swift").
public struct Git: Sendable {
    public var executable: URL
    public var root: URL
    /// Its runs hold off Ctrl-C (``ToolRun/holdingOffInterrupts``).
    public var holdingOffInterrupts = false

    /// git on `path`, or nil when there is none.
    public init?(root: URL, path: String?) {
        guard let executable = ToolRun.find("git", path: path) else { return nil }
        self.executable = executable
        self.root = root
    }

    /// The option that has git print paths as they are.
    static let pathsAsTheyAre = ["-c", "core.quotePath=false"]

    /// `git ARGUMENTS`, run to its end.
    public func run(_ arguments: [String]) throws -> ToolOutput {
        let run = ToolRun(executable: executable, arguments: Self.pathsAsTheyAre + arguments, directory: root)
        return try (holdingOffInterrupts ? run.holdingOffInterrupts : run).capture()
    }

    /// Its output's lines when it succeeds, else nil.
    public func lines(_ arguments: [String]) -> [String]? {
        guard let result = try? run(arguments), result.succeeded else { return nil }
        return result.output.split(separator: "\n").map(String.init)
    }

    /// git's short status of the files under `path` (a pathspec: `Chapters/chapter*/Before/*`
    /// too) that differ from the last commit, untracked ones each by its own name, a line each
    /// (`XY PATH`); empty when they are as committed, nil when git cannot say.
    public func changes(under path: String) -> [String]? {
        lines(["status", "--porcelain", "--untracked-files=all", "--", path])
    }

    /// Whether the repository is a git work tree.
    public var isWorkTree: Bool {
        lines(["rev-parse", "--is-inside-work-tree"]) != nil
    }

    /// Whether `commit` has `path` (`git cat-file -e COMMIT:PATH`).
    public func commit(_ commit: String, has path: String) -> Bool {
        (try? run(["cat-file", "-e", "\(commit):\(path)"]))?.succeeded ?? false
    }

    /// The commit that published the manifest (the last one that changed it), or nil.
    public var publishedCommit: String? {
        lines(["log", "-1", "--format=%H", "--", PublishedManifest.path])?.first
    }
}
