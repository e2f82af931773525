import Foundation

/// step which and step show: where the Before is, and a step's text and patch.
extension StepCommand {
    /// Where the Before is among the steps, by its text alone (check also weighs what its tests
    /// say), from the states made from the After.
    func position(_ steps: ChapterSteps, _ context: ScriptContext) throws -> (StepPosition, states: URL) {
        guard let git = ToolRun.find("git", path: context.environment["PATH"]) else {
            throw ScriptFailure("step needs git (it reads and applies the patches with git apply)")
        }
        let states = try StepStates(steps: steps, git: git, path: context.environment["PATH"]).folder()
        guard let position = StepPosition.judge(chapter: chapter, states: states, root: context.root, results: nil) else {
            throw ScriptFailure("the steps of \(chapter) cannot be read from \(states.path)")
        }
        return (position, states)
    }

    func which(_ steps: ChapterSteps, _ context: ScriptContext) throws -> Int32 {
        let (position, _) = try position(steps, context)
        if porcelain {
            context.output.print(position.tabLine)
        } else {
            context.output.line("\(chapter): \(position.sentence(titles: StepPosition.titles(readme: steps.readme))).")
        }
        return 0
    }

    func show(_ steps: ChapterSteps, _ context: ScriptContext) throws -> Int32 {
        let k = try number(steps, allowingZero: false)
        let out = context.output, palette = context.palette
        out.line("\(palette.bold)\(chapter), step \(k) of \(steps.total): \(steps.title(k))\(palette.reset)")
        out.line()
        steps.text(k).forEach { out.line($0) }
        out.line()
        out.line("\(palette.bold)The patch: \(steps.patch(k))\(palette.reset)")
        let file = context.url(steps.patch(k))
        guard StepPatch.changesCode(file) else {
            out.line("(no code changes: this step reads or checks the code)")
            return 0
        }
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        out.print(Self.coloured(patch: text, palette))
        return 0
    }

    /// A patch as a terminal shows it: headers bold, hunks dim, added lines green, removed red.
    static func coloured(patch text: String, _ palette: Palette) -> String {
        guard palette != .plain else { return text }
        var lines = LessonChecks.lines(text).map(String.init)
        let ends = lines.last == ""
        if ends { lines.removeLast() }
        return lines.map { line in
            if line.hasPrefix("diff --git ") || line.hasPrefix("+++ ") || line.hasPrefix("--- ") { return palette.bold + line + palette.reset }
            if line.hasPrefix("@@") { return palette.dim + line + palette.reset }
            if line.hasPrefix("+") { return palette.green + line + palette.reset }
            if line.hasPrefix("-") { return palette.red + line + palette.reset }
            return line
        }.joined(separator: "\n") + (ends ? "\n" : "")
    }

    /// The step operand as a number of the chapter's steps (1 … N, or 0 … N).
    func number(_ steps: ChapterSteps, allowingZero: Bool) throws -> Int {
        let low = allowingZero ? 0 : 1, total = steps.total
        guard let text = step, !text.isEmpty else { throw ScriptFailure("which step? a number from \(low) to \(total) (see --help)") }
        guard text.allSatisfy(\.isASCIIDigitLike) else { throw ScriptFailure("'\(text)' is not a step number: \(chapter) has steps \(low) to \(total)") }
        let digits = text.drop { $0 == "0" }
        guard digits.count <= 9, let k = Int(digits.isEmpty ? "0" : String(digits)), k >= low, k <= total else {
            throw ScriptFailure("\(chapter) has no step \(text): its steps are \(low) to \(total)")
        }
        return k
    }
}
