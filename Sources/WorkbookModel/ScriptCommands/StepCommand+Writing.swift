import Foundation

/// step apply and step goto: the learner's Before written, all of it or nothing, and never
/// what they wrote lost: refused where a folder cannot be written or a link leads out of the
/// workbook, a copy kept first of anything that is not a step's state, and a write that
/// Ctrl-C cannot cut in half.
extension StepCommand {
    var before: String { "Chapters/\(chapter)/Before" }

    /// "at step 2 of 5", or "between steps (closest: step 2 of 5, 12 lines differ)".
    static func whereText(_ position: StepPosition) -> String {
        position.how == .exact ? "at step \(position.step) of \(position.total)"
            : "between steps (closest: step \(position.step) of \(position.total), \(StepPosition.differing(position.lines)))"
    }

    func apply(_ steps: ChapterSteps, _ context: ScriptContext) throws -> Int32 {
        let out = context.output, total = steps.total
        Interrupts.endWithNothingChanged()
        try refuseUnusualFiles(context)
        let (position, _) = try position(steps, context)
        let exact = position.how == .exact, at = position.step
        let k: Int
        if step == "next" {
            guard exact else {
                out.line("\(before) is \(Self.whereText(position)): there is no next step to apply to it. ./Scripts/step goto \(chapter) K makes it a step's state (after a copy; see --help).")
                return 1
            }
            guard at < total else {
                out.line("\(before) has all \(total) steps done: nothing to apply.")
                return 0
            }
            k = at + 1
        } else {
            k = try number(steps, allowingZero: false)
        }
        if exact, at == k {
            out.line("\(before) is already at step \(k) of \(total): nothing changed.")
            return 0
        }
        if exact, at != k - 1, !force {
            if at > k {
                out.line("\(before) is at step \(at), past step \(k): nothing changed. To go back: ./Scripts/step goto \(chapter) \(k - 1)")
            } else {
                out.line("\(before) is at step \(at): step \(k) needs steps \(at + 1)–\(k - 1) first. Nothing changed. ./Scripts/step goto \(chapter) \(k) does them all.")
            }
            return 1
        }
        if !exact, !force {
            out.line("\(before) is \(Self.whereText(position)), not exactly at step \(k - 1): applying step \(k) would mix it with your own changes. Nothing changed.")
            out.line("To apply it anyway (if it applies cleanly; your Before is copied first): ./Scripts/step apply \(chapter) \(k) --force")
            return 1
        }
        guard let git = ToolRun.find("git", path: context.environment["PATH"]) else {
            throw ScriptFailure("step needs git (it reads and applies the patches with git apply)")
        }
        let patch = StepPatch(file: context.url(steps.patch(k)), git: git, path: context.environment["PATH"])
        let folder = context.url(before)
        if let complaint = try patch.apply(to: folder, ["--check"]) {
            out.line("Step \(k) does not apply cleanly to \(before) (\(complaint)). Nothing changed.")
            return 1
        }
        let sync = FolderSync(destination: folder, source: folder)
        if let refused = refusal(sync, paths: Self.paths(inPatch: patch.file), command: "step apply", context) {
            context.output.printError(refused + "\n")
            return 1
        }
        if !(exact && at == k - 1) {
            out.line("A copy of your Before is in \(try Backup(root: context.root).keep(before, as: "\(chapter)-Before"))/")
        }
        let (complaint, interrupted) = try Interrupts.holdingOff { try patch.apply(to: folder, holdingOffInterrupts: true) }
        if interrupted {
            out.printError("Interrupted while \(before) was being written: step finished writing first, so nothing is half-done — step \(k) is \(complaint == nil ? "applied" : "not applied").\n")
            return 130
        }
        if let complaint {
            out.line("Step \(k) could not be applied to \(before) (\(complaint)).")
            return 1
        }
        out.line("\(context.palette.green)Applied step \(k) of \(total) to \(before)/:\(context.palette.reset) \(steps.title(k))")
        out.line("Next: ./Scripts/check \(chapter)")
        return 0
    }

    func goto(_ steps: ChapterSteps, _ context: ScriptContext) throws -> Int32 {
        let out = context.output, total = steps.total
        let k = try number(steps, allowingZero: true)
        Interrupts.endWithNothingChanged()
        try refuseUnusualFiles(context)
        let (position, states) = try position(steps, context)
        if position.how == .exact, position.step == k {
            out.line("\(before) is already at step \(k) of \(total): nothing changed.")
            return 0
        }
        let sync = FolderSync(destination: context.url(before), source: states.appendingPathComponent("\(k)"))
        let changes = sync.changes()
        if let folder = sync.unwritableFolder(for: changes.map(\.path), root: context.root) {
            out.printError(Self.unwritable(folder, command: "step goto") + "\n")
            return 1
        }
        if position.how != .exact, !force {
            out.line("\(before) is \(Self.whereText(position)): going to step \(k) would lose your own changes. Nothing changed.")
            out.line("To do it anyway (your Before is copied to .workbook/backups/ first): ./Scripts/step goto \(chapter) \(k) --force")
            return 1
        }
        if let refused = refusal(sync, paths: [], command: "step goto", context) {
            out.printError(refused + "\n")
            return 1
        }
        if position.how != .exact {
            out.line("A copy of your Before is in \(try Backup(root: context.root).keep(before, as: "\(chapter)-Before"))/")
        }
        let (_, interrupted) = try Interrupts.holdingOff { try sync.apply(changes, willWrite: context.willWrite) }
        if interrupted {
            out.printError("Interrupted while \(before) was being written: step finished writing first, so nothing is half-done — it is at step \(k).\n")
            return 130
        }
        let palette = context.palette
        if k == 0 {
            out.line("\(palette.green)\(before)/ is the pristine exercise again (step 0 of \(total)).\(palette.reset)")
        } else {
            out.line("\(palette.green)\(before)/ is at step \(k) of \(total):\(palette.reset) \(steps.title(k))")
        }
        out.line("Next: ./Scripts/check \(chapter)")
        return 0
    }

    /// A named pipe, a socket or a name that is not UTF-8 in the Before: nothing can compare or
    /// copy it, so nothing is written.
    func refuseUnusualFiles(_ context: ScriptContext) throws {
        if let problem = FolderEntry.firstUnusual(in: before, root: context.root) {
            throw ScriptFailure("\(problem), then again: step compares your Before with the steps and keeps a copy of it first", status: 1)
        }
    }

    /// Why the Before cannot be written as asked — a link out of the workbook, or a folder
    /// that `paths` need and that cannot be written — as one line, or nil.
    func refusal(_ sync: FolderSync, paths: [String], command: String, _ context: ScriptContext) -> String? {
        if let folder = sync.unwritableFolder(for: paths, root: context.root) {
            return Self.unwritable(folder, command: command)
        }
        if let (link, target) = sync.linkLeaving(root: context.root) {
            return "\(link) is a link to \(target), outside the workbook: \(command) would write through it into that file. Nothing changed. "
                + "Put a copy of that file in its place (rm the link, then cp the file there), or remove the link, then again."
        }
        return nil
    }

    static func unwritable(_ folder: String, command: String) -> String {
        "cannot write in \(folder): \(command) writes there. Nothing changed. Make it writable (chmod -R u+w \(folder); for an immutable folder, chattr -i), then again."
    }

    /// The files a patch writes or removes, relative to the folder it applies to.
    static func paths(inPatch file: URL) -> [String] {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        var paths: [String] = []
        for line in LessonChecks.lines(text) {
            for prefix in ["+++ b/", "--- a/"] where line.hasPrefix(prefix) {
                let path = String(line.dropFirst(prefix.count))
                if !paths.contains(path) { paths.append(path) }
            }
        }
        return paths.sorted()
    }
}
