import Foundation

/// `./Scripts/step verify [CHAPTER…|all] [--no-build] [--copy NAME] [--claim FOLDER]`, for maintainers and CI:
/// each chapter's steps applied one by one to its pristine Before in a copy of the workbook
/// (``WorkbookCopy``, .build-check/NAME), Before's characterization (green) and goal tests run
/// after each (``StageRunner``) and held against what the README step states (its *Expected:*
/// cells, its *First error:*, the counts its prose gives), and Before at the end against After;
/// first, what can be seen without building (``StepProblems``), and with --no-build only that.
/// With --claim, only the chapters this run claims before another run given the same folder
/// does (``ChapterClaims``): CI's two lanes share the chapters out as each gets to them.
extension StepCommand {
    /// verify's chapters (all of those with steps by default), --no-build, --copy and --claim.
    static func verifyArguments(_ arguments: ScriptArguments, context: ScriptContext) throws(ScriptFailure)
        -> (chapters: [String], noBuild: Bool, copyName: String, claims: ChapterClaims?) {
        if arguments.flag("--porcelain") { throw ScriptFailure("--porcelain is for which") }
        if arguments.flag("--force") { throw ScriptFailure("--force is for apply and goto") }
        if arguments.value("--from") != nil { throw ScriptFailure("--from is for record") }
        let copyName = arguments.value("--copy") ?? "steps"
        if copyName.isEmpty || copyName.contains("/") || copyName.hasPrefix(".") {
            throw ScriptFailure("--copy takes a folder name (under .build-check/), not a path: '\(copyName)'")
        }
        let claims = try arguments.value("--claim").map { path throws(ScriptFailure) in try ChapterClaims(path: path) }
        let specs = arguments.operands.count > 1 ? Array(arguments.operands.dropFirst()) : ["all"]
        let registry = try context.registry()
        var chapters: [String] = []
        for spec in specs { chapters += try ChapterSpec(spec).chapters(in: registry, choice: .pairOrAll) }
        if specs == ["all"] {
            // (A chapter without steps has nothing to verify.)
            chapters = chapters.filter { FileManager.default.isFolder(at: context.url("Chapters/\($0)/Steps")) }
            guard !chapters.isEmpty else { throw ScriptFailure("no chapter has steps (Chapters/chapterN/Steps/)") }
        }
        return (chapters, arguments.flag("--no-build"), copyName, claims)
    }

    /// Verifies the chapters; 0 when every step holds, 1 when one does not, the shell's status
    /// for the signal that interrupted it.
    func verify(_ context: ScriptContext) throws -> Int32 {
        let path = context.environment["PATH"]
        guard let git = Git(root: context.root, path: path) else { throw ScriptFailure("step needs git (it reads and applies the patches with git apply)") }
        for chapter in chapters { try requirePristineBefore(chapter, command: "verify", git: git) }
        let started = Date()
        var verification = StepVerification(root: context.root, git: git, output: context.output, palette: context.palette)
        if !noBuild {
            let swift = try SwiftToolchain.required(path: path).executable
            let copy = context.url(".build-check/\(copyName)")
            let which = claims.map { "the chapters no other verify given \($0.folder.path) claims first (of \(chapters.joined(separator: " ")), most steps first)" }
                ?? chapters.joined(separator: " ")
            context.output.line("Verifying the steps of \(which) in a copy of the workbook (.build-check/\(copyName))…")
            try WorkbookCopy(root: context.root, destination: copy, git: git).make()
            verification.build = try StepVerification.Build(copy: copy, swift: swift, reaper: context.tool, environment: context.environment)
        }
        var claimedElsewhere: [String] = []
        let order = claims == nil ? chapters : ChapterClaims.order(chapters) { ChapterSteps(chapter: $0, root: context.root).total }
        for chapter in order {
            if let claims, try !claims.claim(chapter) {
                claimedElsewhere.append(chapter)
                continue
            }
            if let interrupted = try verification.verify(chapter) { return interrupted }
        }
        if let claims, !claimedElsewhere.isEmpty {
            let claimed = "\(claimedElsewhere.joined(separator: " ")): claimed first by another verify given \(claims.folder.path)"
            // (No verdict on nothing: "every step holds" would be of no step.)
            guard claimedElsewhere.count < chapters.count else {
                context.output.line("Nothing verified here (\(claimed)).")
                return 0
            }
            context.output.line("(\(claimed).)")
        }
        return verification.finish(since: started)
    }

    /// Fails (exit 2) when the chapter's Before differs from the committed one: the steps are
    /// patches of the pristine Before (nothing to compare without git).
    func requirePristineBefore(_ chapter: String, command: String, git: Git?) throws(ScriptFailure) {
        guard let git, git.isWorkTree, let changes = git.changes(under: "Chapters/\(chapter)/Before"),
              let first = changes.first else { return }
        throw ScriptFailure("\(command) works on the pristine Before, but Chapters/\(chapter)/Before has local changes (\(first.dropFirst(3))…): commit them, or ./Scripts/reset \(chapter)")
    }
}
