import Foundation

/// `./Scripts/diff CHAPTER [FILE] [--stat]`: how a chapter's After (the reference) differs from
/// its Before as they are now, by git's diff (coloured on a terminal), else by diff(1).
public struct DiffCommand: ScriptCommand, Equatable, Sendable {
    public static let name = "diff"
    public static let options: [ScriptOption] = [.flag("--stat")]
    public static let usage = """
        Usage: ./Scripts/diff CHAPTER [FILE] [--stat]

        Shows how a chapter's After (the reference) differs from its Before, as a
        unified diff (coloured on a terminal; NO_COLOR turns colour off).

          CHAPTER   chapter1, 1, … (left out inside Chapters/chapterN/: that one)
          FILE      only this file, by name or path inside the stage
                    (e.g. API.swift or API/API.swift)

        Options:
          --stat    one line per changed file instead of the whole diff
          -h, --help  show this help

        The diff is of the files as they are now: once you have edited Before, it
        shows what still separates your code from the reference.

        """

    public var chapter: String
    public var file: String?
    public var stat: Bool

    public init(arguments: ScriptArguments, context: ScriptContext) throws {
        let operands = arguments.operands
        guard operands.count <= 2 else { throw ScriptFailure("too many arguments: '\(operands[2])' (one chapter and at most one file)") }
        chapter = try context.chapter(operand: operands.first, command: Self.name, choice: .pair)
        file = operands.count > 1 && !operands[1].isEmpty ? operands[1] : nil
        stat = arguments.flag("--stat")
    }

    var before: String { "Chapters/\(chapter)/Before" }
    var after: String { "Chapters/\(chapter)/After" }

    /// The two sides to compare, relative to the repository: the stages, or one file of them
    /// (`/dev/null` for the side that lacks it).
    func sides(root: URL) throws(ScriptFailure) -> (left: String, right: String) {
        guard let file else { return (before, after) }
        let listed = [before, after].flatMap { stage in SourceFiles(root: root).list([stage]).map { $0.dropPrefix(stage + "/") } }
        // A path as check and the compiler print it (Chapters/chapterN/Before/API/API.swift) names
        // the file in the stage.
        let name = [before, after].reduce(file.dropPrefix("./")) { $0.dropPrefix($1 + "/") }
        let found = Self.paths(naming: name, among: listed)
        guard let path = found.first else { throw ScriptFailure("no file '\(file)' in \(before) or \(after)") }
        guard found.count == 1 else {
            throw ScriptFailure("'\(file)' names \(found.count) files: \(found.joined(separator: " ")) — give one of these paths")
        }
        func side(_ stage: String) -> String {
            FileManager.default.fileExists(atPath: root.appendingPathComponent("\(stage)/\(path)").path) ? "\(stage)/\(path)" : "/dev/null"
        }
        return (side(before), side(after))
    }

    /// The paths among `paths` (inside a stage) that `file` names: the path itself, or one that
    /// ends in `/file`; sorted, each once.
    static func paths(naming file: String, among paths: [String]) -> [String] {
        let name = file.dropPrefix("./")
        return Set(paths.filter { $0 == name || $0.hasSuffix("/" + name) }).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    public func run(_ context: ScriptContext) throws -> Int32 {
        // (git would end with "fatal: cannot hash" on a named pipe, after part of the diff.)
        if let problem = [before, after].lazy.compactMap({ FolderEntry.firstUnusual(in: $0, root: context.root) }).first {
            throw ScriptFailure(problem)
        }
        let (left, right) = try sides(root: context.root)
        let tool: ToolRun
        if let git = ToolRun.find("git", path: context.environment["PATH"]) {
            tool = ToolRun(executable: git, arguments: ["--no-pager", "diff", "--no-index", "--no-ext-diff"] + (stat ? ["--stat=100"] : [])
                           + [context.colours ? "--color=always" : "--no-color", "--", left, right], directory: context.root)
        } else if let diff = ToolRun.find("diff", path: context.environment["PATH"]) {
            tool = ToolRun(executable: diff, arguments: [stat ? "-rq" : "-ru", left, right], directory: context.root)
        } else {
            throw ScriptFailure("neither git nor diff is on PATH: install git (https://git-scm.com)")
        }
        let status: Int32
        do {
            status = try tool.run(standardOutput: context.output.standardOutput, standardError: context.output.standardError)
        } catch {
            throw ScriptFailure("\(error)")
        }
        switch status {
        case 0:
            context.output.line("No differences: \(left) and \(right) are the same.")
            return 0
        case 1: return 0
        default: return status
        }
    }
}
