import Foundation

/// `./Scripts/step record CHAPTER [--from DIR]` and `./Scripts/step edit CHAPTER [DIR]`, for
/// maintainers: the chapter's steps as a git repository to rewrite them with git (edit), and its
/// patches written again, from its Before, its steps and its After as they are now, or from such a
/// repository (record). (``StepsRepository``)
extension StepCommand {
    /// record's and edit's chapter, record's --from, edit's folder.
    static func recordingArguments(_ arguments: ScriptArguments, context: ScriptContext) throws(ScriptFailure)
        -> (chapter: String, from: String?, folder: String?) {
        let operands = arguments.operands, command = operands[0]
        let most = command == "record" ? 2 : 3
        guard operands.count <= most else { throw ScriptFailure("too many arguments for \(command): '\(operands[most])' (see --help)") }
        guard operands.count > 1 else { throw ScriptFailure("which chapter? e.g. ./Scripts/step \(command) chapter1 (see --help)") }
        if arguments.flag("--porcelain") { throw ScriptFailure("--porcelain is for which") }
        if arguments.flag("--force") { throw ScriptFailure("--force is for apply and goto") }
        let from = arguments.value("--from")
        if from != nil, command != "record" { throw ScriptFailure("--from is for record") }
        if arguments.flag("--no-build") { throw ScriptFailure("--no-build is for verify") }
        if arguments.value("--copy") != nil { throw ScriptFailure("--copy is for verify") }
        if arguments.value("--claim") != nil { throw ScriptFailure("--claim is for verify") }
        let chapter = try context.chapter(operands[1], choice: .pair)
        if command == "record", from == nil, ChapterSteps(chapter: chapter, root: context.root).total == 0 {
            throw ScriptFailure("\(chapter) has no steps as patches (Chapters/\(chapter)/Steps/ is empty or missing)")
        }
        return (chapter, from, operands.count > 2 ? operands[2] : nil)
    }

    /// Makes the steps' repository (the folder must be new or empty) and says what to do there.
    func edit(_ context: ScriptContext) throws -> Int32 {
        let folder = editFolder.map { URL(fileURLWithPath: $0, relativeTo: context.currentDirectory).standardizedFileURL }
            ?? context.url(".workbook/steps/\(chapter)")
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path), !entries.isEmpty {
            throw ScriptFailure("\(folder.path) is not empty: remove it, or name another folder")
        }
        let repository = StepsRepository(folder: folder, git: try requireGit(context))
        try replay(repository, context)
        let out = context.output
        out.line("\(folder.path) is a git repository of \(chapter)'s steps: the first commit is Before, then one commit a step:")
        for subject in try repository.must(["log", "--reverse", "--format=%s"]).split(separator: "\n").dropFirst() { out.line("  \(subject)") }
        let differences = try FileManager.default.withWorkFolder("steps") { work throws in try repository.differences("HEAD", from: context.url("Chapters/\(chapter)/After"), in: work) }
        if !differences.isEmpty {
            out.line("Its last commit differs from After:")
            for line in differences { out.line("  \(line)") }
        }
        out.line("Rewrite the steps with git there (git rebase -i --root, git commit --amend; a commit's subject names its patch),")
        out.line("until the last commit is After; then: ./Scripts/step record \(chapter) --from \(folder.path)")
        return 0
    }

    /// Writes the chapter's patches again: from the steps' repository `--from` names (its first
    /// commit must be the Before, its last the After), or by replaying the steps on the pristine
    /// Before, what still differs from After put into the last step (and said).
    func record(_ context: ScriptContext) throws -> Int32 {
        let git = try requireGit(context)
        let before = context.url("Chapters/\(chapter)/Before"), after = context.url("Chapters/\(chapter)/After")
        let out = context.output
        try FileManager.default.withWorkFolder("steps") { work throws in
            let repository: StepsRepository
            if let from {
                let folder = URL(fileURLWithPath: from, relativeTo: context.currentDirectory).standardizedFileURL
                guard FileManager.default.isFolder(at: folder.appendingPathComponent(".git")) else {
                    throw ScriptFailure("\(from) is not a git repository (make one with ./Scripts/step edit \(chapter))")
                }
                repository = StepsRepository(folder: folder, git: git)
                let first = StepFolder.read(try repository.content(of: try repository.firstCommit(), in: work))
                if let path = first.differing(from: StepFolder.read(before)).sorted().first {
                    throw ScriptFailure("the first commit of \(from) is not Chapters/\(chapter)/Before (\(path) differs)")
                }
                if let difference = try repository.differences("HEAD", from: after, in: work).first {
                    throw ScriptFailure("the last commit of \(from) is not Chapters/\(chapter)/After (\(difference))")
                }
            } else {
                try requirePristineBefore(chapter, command: "record", git: Git(root: context.root, path: context.environment["PATH"]))
                repository = StepsRepository(folder: work.appendingPathComponent("replay"), git: git)
                try replay(repository, context)
                let differences = try repository.differences("HEAD", from: after, in: work)
                if !differences.isEmpty {
                    try repository.amendLastCommit(to: after)
                    out.line("The steps did not end at After; the last step now also makes these changes:")
                    for line in differences { out.line("  \(line)") }
                    out.line("If they belong to another step, or to a new one: ./Scripts/step edit \(chapter)")
                }
            }
            let names = try repository.writePatches(chapter: chapter, root: context.root, work: work)
            out.line("Wrote \(names.count) patches to Chapters/\(chapter)/Steps/:")
            for name in names { out.line("  \(name)") }
        }
        out.line("Next: ./Scripts/step verify \(chapter), and make README.md's steps say what the patches do.")
        return 0
    }

    /// The chapter's steps replayed into the repository; what git said of a step that no longer
    /// applies goes to stderr before the line that says what to do.
    func replay(_ repository: StepsRepository, _ context: ScriptContext) throws {
        do {
            try repository.replay(ChapterSteps(chapter: chapter, root: context.root))
        } catch let failure as StepsRepository.NoLongerApplies {
            context.output.printError(failure.said.map { "  \($0)\n" }.joined())
            throw failure.failure
        }
    }

    func requireGit(_ context: ScriptContext) throws(ScriptFailure) -> URL {
        guard let git = ToolRun.find("git", path: context.environment["PATH"]) else {
            throw ScriptFailure("step needs git (it reads and applies the patches with git apply)")
        }
        return git
    }

}
