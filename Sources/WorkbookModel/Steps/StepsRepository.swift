import Foundation

/// A git repository of a chapter's steps, for maintainers (`./Scripts/step edit` and `record`):
/// its first commit the chapter's Before, then one commit a step, named by its subject
/// (`03-delete-the-old-initializer`). Its git runs as in a plain folder even inside the
/// workbook's repository, with a fixed author, no signing, no hooks and no line-ending filter
/// of the user's.
public struct StepsRepository: Sendable {
    public var folder: URL
    public var git: URL

    public init(folder: URL, git: URL) {
        self.folder = folder
        self.git = git
    }

    /// `git ARGUMENTS` in the folder, to its end.
    func run(_ arguments: [String], output: URL? = nil) throws(ScriptFailure) -> ToolOutput {
        var environment = ProcessInfo.processInfo.environment
        for name in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE"] { environment[name] = nil }
        environment["GIT_CEILING_DIRECTORIES"] = folder.deletingLastPathComponent().resolvingSymlinksInPath().path
        for (name, value) in [("GIT_AUTHOR_NAME", "workbook"), ("GIT_AUTHOR_EMAIL", "workbook@localhost"),
                              ("GIT_COMMITTER_NAME", "workbook"), ("GIT_COMMITTER_EMAIL", "workbook@localhost")] {
            environment[name] = value
        }
        let run = ToolRun(executable: git, arguments: ["-c", "commit.gpgsign=false", "-c", "core.hooksPath=/dev/null", "-c", "core.autocrlf=false"]
                              + Git.pathsAsTheyAre + arguments,
                          directory: folder, environment: environment)
        do {
            if let output {
                let errors = output.appendingPathExtension("errors")
                defer { try? FileManager.default.removeItem(at: errors) }
                let status = try run.run(output: output, errors: errors)
                return ToolOutput(status: status, output: "", errors: (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
            }
            return try run.capture()
        } catch {
            throw ScriptFailure("git does not run: \(error)")
        }
    }

    /// `git ARGUMENTS`, which must succeed; its output.
    @discardableResult
    func must(_ arguments: [String]) throws(ScriptFailure) -> String {
        let result = try run(arguments)
        guard result.succeeded else {
            throw ScriptFailure("git \(arguments.first ?? "") failed in \(folder.path): \(result.errors.split(separator: "\n").first ?? "")")
        }
        return result.output
    }

    /// A step that no longer applies to the Before, even with a 3-way merge: what git said
    /// (its first lines), and the one line that says what to do.
    public struct NoLongerApplies: Error {
        public var said: [String]
        public var failure: ScriptFailure
    }

    /// Makes the folder such a repository from the chapter's Before and its steps as they are,
    /// each replayed on the one before (a 3-way merge where the context moved: the blobs the
    /// patches name come from the workbook's own repository, when it has one). Throws a
    /// ``ScriptFailure``, or ``NoLongerApplies``.
    public func replay(_ steps: ChapterSteps) throws {
        let manager = FileManager.default
        let before = steps.root.appendingPathComponent("Chapters/\(steps.chapter)/Before")
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in try manager.contentsOfDirectory(atPath: before.path) {
                try manager.copyItem(at: before.appendingPathComponent(name), to: folder.appendingPathComponent(name))
            }
        } catch {
            throw ScriptFailure("cannot copy Chapters/\(steps.chapter)/Before to \(folder.path): \(error.localizedDescription)")
        }
        try must(["init", "-q", "."])
        let alternates = folder.appendingPathComponent(".git/objects/info/alternates")
        if let common = Git(root: steps.root, path: ProcessInfo.processInfo.environment["PATH"])?.lines(["rev-parse", "--git-common-dir"])?.first {
            let objects = URL(fileURLWithPath: common, relativeTo: steps.root).appendingPathComponent("objects")
            if manager.isFolder(at: objects) { try? Data((objects.path + "\n").utf8).write(to: alternates) }
        }
        try must(["add", "-A"])
        try must(["commit", "-q", "-m", "00-before", "-m", "The pristine Before of \(steps.chapter)."])
        for k in stride(from: 1, through: steps.total, by: 1) {
            let patch = steps.root.appendingPathComponent(steps.patch(k))
            if StepPatch.changesCode(patch) {
                let applied = try run(["apply", "--3way", "--whitespace=nowarn", patch.path])
                if !applied.succeeded {
                    throw NoLongerApplies(said: (applied.output + applied.errors).split(separator: "\n").prefix(8).map(String.init),
                                          failure: ScriptFailure("step \(k) (\(patch.lastPathComponent)) no longer applies to Chapters/\(steps.chapter)/Before, even with a 3-way merge: rewrite it with ./Scripts/step edit \(steps.chapter)"))
                }
            }
            try must(["add", "-A"])
            try must(["commit", "-q", "--allow-empty", "-m", String(patch.lastPathComponent.dropLast(".patch".count))])
        }
        // The objects found in the workbook's repository copied in: the folder stands alone.
        try must(["repack", "-a", "-d", "-q"])
        try? manager.removeItem(at: alternates)
    }

    /// The last commit made `folder`'s content exactly (the steps ending at After): everything
    /// in the folder but .git, replaced, then the commit amended.
    func amendLastCommit(to content: URL) throws(ScriptFailure) {
        let manager = FileManager.default
        do {
            for name in try manager.contentsOfDirectory(atPath: folder.path) where name != ".git" {
                try manager.removeItem(at: folder.appendingPathComponent(name))
            }
            for name in try manager.contentsOfDirectory(atPath: content.path) {
                try manager.copyItem(at: content.appendingPathComponent(name), to: folder.appendingPathComponent(name))
            }
        } catch {
            throw ScriptFailure("cannot make \(folder.path) the chapter's After: \(error.localizedDescription)")
        }
        try must(["add", "-A"])
        try must(["commit", "-q", "--amend", "--allow-empty", "--no-edit"])
    }

    /// The commits of the steps, the first parent's line after the first commit, oldest first.
    func stepCommits() throws(ScriptFailure) -> [String] {
        Array(try must(["rev-list", "--first-parent", "--reverse", "HEAD"]).split(separator: "\n").map(String.init).dropFirst())
    }

    /// The repository's first commit (its Before).
    func firstCommit() throws(ScriptFailure) -> String {
        try must(["rev-list", "--first-parent", "--reverse", "HEAD"]).split(separator: "\n").first.map(String.init) ?? ""
    }

    /// A commit's content, as a folder in `work`.
    func content(of commit: String, in work: URL) throws(ScriptFailure) -> URL {
        let tree = work.appendingPathComponent("tree-\(UUID().uuidString)")
        let archive = work.appendingPathComponent("tree-\(UUID().uuidString).tar")
        try? FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        try must(["archive", "--format=tar", "-o", archive.path, commit])
        guard let tar = ToolRun.find("tar"),
              (try? ToolRun(executable: tar, arguments: ["-x", "-f", archive.path], directory: tree).capture())?.succeeded == true else {
            throw ScriptFailure("cannot unpack \(commit) of \(folder.path) (tar)")
        }
        return tree
    }

    /// How a commit's content differs from `other`, a line a path: `PATH (changed)`, `PATH (only
    /// in the steps)`, `PATH (only in After)`.
    func differences(_ commit: String, from other: URL, in work: URL) throws(ScriptFailure) -> [String] {
        let mine = StepFolder.read(try content(of: commit, in: work)), theirs = StepFolder.read(other)
        return mine.differing(from: theirs).sorted().map { path in
            mine.files[path] == nil ? "\(path) (only in After)" : theirs.files[path] == nil ? "\(path) (only in the steps)" : "\(path) (changed)"
        }
    }

    /// A commit subject as a patch's short name: "03-Delete the old init" is
    /// `delete-the-old-init` (at most 48 characters; "step" when nothing is left).
    static func slug(_ subject: String) -> String {
        var text = Substring(subject)
        text = text.drop(while: \.isASCIIDigit)
        text = text.drop(while: { "-_ .".contains($0) })
        var slug = ""
        for character in text.lowercased() {
            if character.isASCII, character.isLetter || character.isNumber { slug.append(character) } else if !slug.hasSuffix("-") { slug.append("-") }
        }
        slug = String(slug.drop(while: { $0 == "-" }))
        while slug.hasSuffix("-") { slug.removeLast() }
        slug = String(slug.prefix(48))
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "step" : slug
    }

    /// Writes the chapter's Steps/ from the commits after the first: one patch a commit, named
    /// after its subject, behind a preamble that says which step it is. The old patches go.
    /// The new patches' names.
    public func writePatches(chapter: String, root: URL, work: URL) throws(ScriptFailure) -> [String] {
        let commits = try stepCommits()
        let new = work.appendingPathComponent("new-steps")
        try? FileManager.default.removeItem(at: new)
        try? FileManager.default.createDirectory(at: new, withIntermediateDirectories: true)
        var names: [String] = []
        for (index, commit) in commits.enumerated() {
            let k = index + 1
            let name = Self.slug(try must(["log", "-1", "--format=%s", commit]).trimmingCharacters(in: .newlines))
            let diff = work.appendingPathComponent("diff")
            let result = try run(["-c", "diff.noprefix=false", "-c", "diff.mnemonicPrefix=false", "diff", "--no-color", "--no-ext-diff",
                                  "--no-textconv", "--no-renames", "--full-index", "--binary", "-U3", "--src-prefix=a/", "--dst-prefix=b/",
                                  "\(commit)^", commit], output: diff)
            guard result.succeeded else { throw ScriptFailure("git diff of step \(k) failed in \(folder.path): \(result.errors)") }
            let preamble = "\(chapter), step \(k) of \(commits.count): \(name)\nRelative to Chapters/\(chapter)/Before. Written by ./Scripts/step record; see ./Scripts/step show \(chapter) \(k)\n\n"
            let file = String(format: "%02d", k) + "-\(name).patch"
            guard let body = try? Data(contentsOf: diff), (try? (Data(preamble.utf8) + body).write(to: new.appendingPathComponent(file))) != nil else {
                throw ScriptFailure("cannot write the patch of step \(k)")
            }
            names.append(file)
        }
        let steps = root.appendingPathComponent("Chapters/\(chapter)/Steps")
        do {
            try FileManager.default.createDirectory(at: steps, withIntermediateDirectories: true)
            for entry in FolderEntry.list(steps.path) where ChapterSteps.isPatchName(entry.name) {
                try FileManager.default.removeItem(at: steps.appendingPathComponent(entry.name))
            }
            for file in names { try FileManager.default.copyItem(at: new.appendingPathComponent(file), to: steps.appendingPathComponent(file)) }
        } catch {
            throw ScriptFailure("cannot write Chapters/\(chapter)/Steps: \(error.localizedDescription)")
        }
        return names
    }
}
