import Foundation

/// `./Scripts/reset CHAPTER [--yes] [--referees]`: the chapter's Before back to the published
/// exercise, and every file that judges it and that the learner edited back as published;
/// after asking, with a copy of what the learner wrote kept first, and every file proven as
/// published after.
public struct ResetCommand: ScriptCommand, Equatable, Sendable {
    public static let name = "reset"
    public static let options: [ScriptOption] = [.flag("--yes", "-y"), .flag("--referees")]
    public static let usage = """
        Usage: ./Scripts/reset CHAPTER [--yes] [--referees]

        Restores Chapters/CHAPTER/Before/ to the exercise as published — whatever
        you changed, staged (git add, git mv) or committed since: your edits are
        undone, files you deleted come back, files you added are removed. It also
        restores any file that judges the chapter and that you edited (the shared
        tests and snapshots, the chapter's tests, After, Sources): the published
        workbook's hashes (Chapters/referees.sha256) say which. It lists what will
        change and asks first; the answer defaults to no. A copy of what it undoes
        is kept in .workbook/backups/ first. Afterwards it checks that every file
        is as published.

          CHAPTER   chapter1, 1, … (left out inside Chapters/chapterN/: that one)

        Options:
          --yes        restore without asking
          --referees   restore only the files that judge the chapter; leave your
                       Before as it is
          -h, --help   show this help

        Your commits stay in git's history; the restored files show in git status
        as changes to commit (or not).

        Exit status: 0 restored (or nothing to restore), 1 not restored (you said
        no, there was no one to ask — use --yes — or a file could not be restored),
        2 bad arguments or no git.

        """

    public var chapter: String
    public var yes: Bool
    public var onlyReferees: Bool

    public init(arguments: ScriptArguments, context: ScriptContext) throws {
        chapter = try context.onlyChapter(arguments.operands, command: Self.name, choice: .pair)
        yes = arguments.flag("--yes")
        onlyReferees = arguments.flag("--referees")
    }

    var before: String { "Chapters/\(chapter)/Before" }

    /// A file that differs, as listed: `changed`, `deleted` or `added` (the manifest's `missing`
    /// is `deleted` here).
    struct Difference: Equatable {
        var kind: String
        var path: String
    }

    public func run(_ context: ScriptContext) throws -> Int32 {
        guard var git = Git(root: context.root, path: context.environment["PATH"]) else {
            throw ScriptFailure("reset needs git, and there is no git on PATH: install git (macOS: xcode-select --install; Debian/Ubuntu: sudo apt-get install git), then reset again")
        }
        guard git.isWorkTree else {
            throw ScriptFailure("reset restores from git, and \(context.root.path) is not a git clone of the workbook: clone it (git clone …) and work in the clone")
        }
        let out = context.output, palette = context.palette
        // What to restore from: the commit that published the manifest (the learner's own
        // commits come after it), else the last commit.
        let manifest = context.publishedManifest
        let source: (commit: String, name: String)
        if manifest != nil, let published = git.publishedCommit {
            source = (published, "the published exercise")
        } else if let head = git.lines(["rev-parse", "-q", "--verify", "HEAD"])?.first {
            source = (head, "its committed version")
        } else {
            throw ScriptFailure("the repository has no commit to restore \(before) from")
        }
        let short = String(source.commit.prefix(7))
        guard git.commit(source.commit, has: before) else {
            throw ScriptFailure("\(before) is not in commit \(short), so there is nothing to restore it to")
        }
        let exercise = onlyReferees ? [] : beforeDifferences(git, from: source.commit)
        let referees = refereeDifferences(try context.changes(from: manifest))
        guard !exercise.isEmpty || !referees.isEmpty else {
            out.line(onlyReferees ? "The files that judge \(chapter) are as published — nothing to restore."
                                  : "\(before)/ is already \(source.name), and so is every file that judges it — nothing to restore.")
            return 0
        }
        if !exercise.isEmpty {
            out.line("\(exercise.count) file(s) in \(before)/ differ from \(source.name):")
            Self.show(exercise, out)
        }
        if !referees.isEmpty {
            out.line("\(referees.count) file(s) that judge \(chapter) differ from the published workbook (tests, snapshots, After):")
            Self.show(referees, out)
        }
        // Nothing is removed that cannot be kept first.
        if !exercise.isEmpty, let problem = FolderEntry.firstUnusual(in: before, root: context.root) {
            throw ScriptFailure("\(problem), then reset again: it keeps a copy of your Before first, and cannot copy that")
        }
        Interrupts.endWithNothingChanged()
        if !yes, let declined = Self.ask(context) {
            return declined
        }
        // What the learner wrote is kept, whatever reset undoes: the Before, and their edits of
        // the files that judge it (a test they weakened is still theirs to read).
        let backup = Backup(root: context.root)
        if !exercise.isEmpty, FileManager.default.fileExists(atPath: context.url(before).path) {
            out.line("A copy of your Before is in \(try backup.keep(before, as: "\(chapter)-Before"))/")
        }
        let edited = referees.filter { $0.kind != "deleted" }.map(\.path)
        if !edited.isEmpty {
            out.line("A copy of the files you changed that judge \(chapter) is in \(try backup.keep(files: edited, as: "\(chapter)-referees"))/")
        }
        // To its end, Ctrl-C or not: a restore cut half-way would mix the two.
        git.holdingOffInterrupts = true
        var complaints = ""
        let (restored, interrupted) = Interrupts.holdingOff {
            (exercise.isEmpty || restore(before, from: source.commit, git, &complaints))
                && referees.allSatisfy { restore($0.path, from: source.commit, git, &complaints) }
        }
        guard restored else {
            out.line("\(palette.red)Not restored:\(palette.reset) \(Self.failure(complaints, before: before))")
            return 1
        }
        if interrupted {
            out.printError("Interrupted while restoring: reset finished first, so nothing is half-done.\n")
        }
        // Proof: every file is now as published.
        let now = try context.changes(from: manifest)
        var left = onlyReferees ? [] : beforeDifferences(git, from: source.commit)
        if !onlyReferees { left += now.filter { $0.isExercise(of: chapter) }.map { Difference(kind: $0.kind.rawValue, path: $0.path) } }
        left += now.filter { $0.isReferee(of: chapter) }.map { Difference(kind: $0.kind.rawValue, path: $0.path) }
        guard left.isEmpty else {
            out.line("\(palette.red)Not everything could be restored:\(palette.reset)")
            left.prefix(10).forEach { out.line("  \($0.kind) \($0.path)") }
            out.line("Restore those by hand (git checkout \(short) -- PATH), or clone the workbook again.")
            return 1
        }
        if onlyReferees {
            out.line("\(palette.green)Restored the files that judge \(chapter) to the published workbook.\(palette.reset) Next: ./Scripts/check \(chapter)")
        } else {
            let also = referees.isEmpty ? "" : ", and the files that judge it"
            out.line("\(palette.green)Restored \(before)/ to \(source.name)\(also).\(palette.reset) Next: ./Scripts/check \(chapter)")
        }
        return 0
    }

    /// The Before's files that differ from the commit, staged or not, and the ones git does not
    /// track; each path once, sorted.
    func beforeDifferences(_ git: Git, from commit: String) -> [Difference] {
        var found: [Difference] = []
        for line in git.lines(["diff", "--no-renames", "--name-status", commit, "--", before]) ?? [] {
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            found.append(Difference(kind: parts[0] == "A" ? "added" : parts[0] == "D" ? "deleted" : "changed", path: parts[1]))
        }
        found += (git.lines(["ls-files", "--others", "--exclude-standard", "--", before]) ?? []).map { Difference(kind: "added", path: $0) }
        var seen: Set<String> = []
        return found.filter { seen.insert($0.path).inserted }.sorted { PublishedManifest.byteOrder($0.path, $1.path) }
    }

    /// The files that judge the chapter and differ from the manifest.
    func refereeDifferences(_ changes: [ManifestChange]) -> [Difference] {
        changes.filter { $0.isReferee(of: chapter) }.map { Difference(kind: $0.kind == .missing ? "deleted" : $0.kind.rawValue, path: $0.path) }
    }

    /// Up to 10 differences, `  what    path`, then how many more.
    static func show(_ differences: [Difference], _ out: ScriptOutput) {
        for difference in differences.prefix(10) {
            out.line("  " + difference.kind.padding(toLength: max(8, difference.kind.count), withPad: " ", startingAt: 0) + " " + difference.path)
        }
        if differences.count > 10 { out.line("  … and \(differences.count - 10) more") }
    }

    /// Asks whether to restore; nil for yes, else the exit status (1: nothing changed).
    static func ask(_ context: ScriptContext) -> Int32? {
        let out = context.output
        out.print("Restore them and lose these changes? [y/N] ")
        // A line ends with its line break: without one (no input, or closed) there is no answer.
        guard let line = context.readLine(), line.hasSuffix("\n") else {
            out.line()
            out.line("No answer (no input to read) — taken as no; nothing changed. Use --yes to restore without asking.")
            return 1
        }
        let answer = String(line.dropLast())
        // Typed on a terminal, the answer shows already; else the transcript shows it.
        if !context.inputIsTerminal { out.line(answer) }
        guard ["y", "Y", "yes", "YES", "Yes"].contains(answer) else {
            out.line("Nothing changed.")
            return 1
        }
        return nil
    }

    /// Restores `path` (a file or a folder) to the commit, index included: what git has staged
    /// there is forgotten, what the commit has comes back, and what it does not have is
    /// removed. git's complaints are added to `complaints`.
    func restore(_ path: String, from commit: String, _ git: Git, _ complaints: inout String) -> Bool {
        func step(_ arguments: [String]) -> Bool {
            guard let result = try? git.run(arguments) else { return false }
            complaints += result.errors
            return result.succeeded
        }
        guard step(["rm", "-r", "-q", "--cached", "--ignore-unmatch", "--", path]) else { return false }
        let published = git.commit(commit, has: path)
        if published, !step(["checkout", "-q", commit, "--", path]) { return false }
        let url = git.root.appendingPathComponent(path)
        let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
        if FileManager.default.isFolder(at: url), !isLink {
            return step(["clean", "-q", "-f", "-d", "--", path])
        }
        if !published {
            do {
                try FileManager.default.removeItem(at: url)
            } catch CocoaError.fileNoSuchFile {
            } catch {
                complaints += "error: unable to unlink '\(path)': \(error.localizedDescription)\n"
                return false
            }
        }
        return true
    }

    /// git's failure in one line, with what to do.
    static func failure(_ complaints: String, before: String) -> String {
        let lines = complaints.split(separator: "\n").map(String.init)
        let first = lines.first { $0.hasPrefix("error: ") || $0.hasPrefix("fatal: ") } ?? lines.first ?? ""
        if first.contains("index.lock") {
            return "git's index is locked (.git/index.lock exists): another git command is running, or one was stopped half-way. If none is running, delete .git/index.lock, then reset again."
        }
        let unwritable = ["Permission denied", "Operation not permitted", "Read-only file system", "unable to unlink", "unable to create"]
        if unwritable.contains(where: first.contains) {
            // The folder of the last path it quotes (the path itself when it has no folder), else the Before.
            let quoted = first.split(separator: "'", omittingEmptySubsequences: false)
            let named = quoted.count >= 3 ? String(quoted[quoted.count - 2]) : ""
            let folder = named.isEmpty ? before : named.lastIndex(of: "/").map { String(named[..<$0]) } ?? named
            let reason = first.components(separatedBy: ": ").last ?? first
            return "cannot write in \(folder) (\(reason)): make it writable (chmod -R u+w \(folder)), then reset again."
        }
        let reason = first.range(of: ": ").map { String(first[$0.upperBound...]) } ?? first
        return "git could not restore the files: \(reason)"
    }
}
