import Foundation

/// Applying a step's patch to a Before folder with `git apply`, all of it or nothing, as in a
/// plain folder even inside the workbook's repository (the patch's paths are relative to the
/// folder): git's own variables unset, and no repository looked for above it.
public struct StepPatch: Sendable {
    /// The patch file.
    public var file: URL
    public var git: URL
    /// The environment's PATH, to find env(1).
    public var path: String?

    public init(file: URL, git: URL, path: String?) {
        self.file = file
        self.git = git
        self.path = path
    }

    /// Whether the patch changes code (a step that only reads has a preamble alone, which
    /// applies anywhere).
    public var changesCode: Bool { Self.changesCode(file) }

    /// Whether the patch file holds a diff (`diff --git` lines), not its preamble alone.
    public static func changesCode(_ file: URL) -> Bool {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return LessonChecks.lines(text).contains { $0.hasPrefix("diff --git ") }
    }

    /// `git apply` of the patch in `folder` with `options` (`--check` only tells, `-R` undoes);
    /// git's first complaint when it does not apply, else nil. `holdingOffInterrupts`: git runs
    /// to its end whatever Ctrl-C the terminal sends (a write into a learner's Before).
    public func apply(to folder: URL, _ options: [String] = [], holdingOffInterrupts: Bool = false) throws(ScriptFailure) -> String? {
        guard changesCode else { return nil }
        guard let env = ToolRun.find("env", path: path) else { throw ScriptFailure("env is not on PATH: a step's patch cannot be applied") }
        let parent = folder.deletingLastPathComponent().resolvingSymlinksInPath().path
        var run = ToolRun(executable: env,
                          arguments: ["-u", "GIT_DIR", "-u", "GIT_WORK_TREE", "-u", "GIT_INDEX_FILE", "GIT_CEILING_DIRECTORIES=\(parent)",
                                      git.path, "apply", "--whitespace=nowarn"] + options + [file.path],
                          directory: folder)
        if holdingOffInterrupts { run = run.holdingOffInterrupts }
        let result: ToolOutput
        do { result = try run.capture() } catch { throw ScriptFailure("git does not run: \(error)") }
        guard !result.succeeded else { return nil }
        let first = result.errors.split(separator: "\n").first.map(String.init) ?? "git apply exit status \(result.status)"
        return first.hasPrefix("error: ") ? String(first.dropFirst("error: ".count)) : first
    }
}
