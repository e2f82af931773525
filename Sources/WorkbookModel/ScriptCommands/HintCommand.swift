import Foundation

/// `./Scripts/hint CHAPTER [--all] [--reset]`: the chapter's next hint, one more at each run;
/// which ones a learner has seen is kept in .workbook/hints-CHAPTER.
public struct HintCommand: ScriptCommand, Equatable, Sendable {
    public static let name = "hint"
    public static let options: [ScriptOption] = [.flag("--all"), .flag("--reset")]
    public static let usage = """
        Usage: ./Scripts/hint CHAPTER [--all] [--reset]

        Prints the chapter's next hint, one more each time you run it: the first
        ones nudge, the last one nearly gives the answer. Which hints you have seen
        is kept in .workbook/ (not part of the repository).

          CHAPTER   chapter0, chapter1, 1, … (chapter0's hints help you pin the
                    changes ./Scripts/grade lists as missed); left out inside
                    Chapters/chapterN/: that one

        Options:
          --all     print all the chapter's hints
          --reset   start over from the first hint
          -h, --help  show this help

        """

    public var chapter: String
    public var all: Bool
    public var reset: Bool

    public init(arguments: ScriptArguments, context: ScriptContext) throws {
        chapter = try context.onlyChapter(arguments.operands, command: Self.name, choice: .any)
        all = arguments.flag("--all")
        reset = arguments.flag("--reset")
    }

    /// The file that keeps how many of the chapter's hints were shown.
    var progressPath: String { ".workbook/hints-\(chapter)" }

    public func run(_ context: ScriptContext) throws -> Int32 {
        let path = "Chapters/\(chapter)/HINTS.md"
        guard let markdown = try? String(contentsOf: context.url(path), encoding: .utf8) else {
            throw ScriptFailure("\(path) is missing")
        }
        let hints = Hints(markdown: markdown)
        guard hints.count > 0 else { throw ScriptFailure("\(path) has no '## Hint 1 — …' sections") }
        let out = context.output, palette = context.palette
        let progress = context.url(progressPath)
        func show(_ number: Int) {
            let hint = hints.hints[number - 1]
            out.line(palette.bold + hint.heading + palette.reset)
            if !hint.body.isEmpty { out.line() }
            hint.body.forEach { out.line($0) }
        }
        // Its digits (a file edited by hand), at most nine: more than any chapter has.
        var seen = Int(String(((try? String(contentsOf: progress, encoding: .utf8)) ?? "").filter(\.isASCIIDigit).prefix(9))) ?? 0
        if reset {
            try? FileManager.default.removeItem(at: progress)
            seen = 0
            if !all {
                out.line("Hints for \(chapter) start over: ./Scripts/hint \(chapter) shows hint 1 of \(hints.count).")
                return 0
            }
        }
        if all {
            for number in 1...hints.count {
                if number > 1 { out.line() }
                show(number)
            }
            // (--all with --reset: said, not done silently.)
            if reset { out.line("\n" + palette.dim + "(hints for \(chapter) start over: ./Scripts/hint \(chapter) shows hint 1 next)" + palette.reset) }
            return 0
        }
        guard seen < hints.count else {
            out.line("No more hints for \(chapter): you have seen all \(hints.count). --all prints them again; --reset starts over.")
            out.line("The reference solution: ./Scripts/diff \(chapter)")
            return 0
        }
        let next = seen + 1
        show(next)
        out.line()
        do {
            try FileManager.default.createDirectory(at: progress.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("\(next)\n".utf8).write(to: progress, options: .atomic)
        } catch {
            throw ScriptFailure("cannot keep which hints you have seen in \(progressPath): \(error.localizedDescription)")
        }
        let more = next < hints.count ? "run it again for the next one" : "that was the last one"
        out.line(palette.dim + "(hint \(next) of \(hints.count) — \(more))" + palette.reset)
        return 0
    }
}
