import Foundation

/// A copy of the workbook to experiment on, so that a command never edits the learner's files
/// (`./Scripts/step verify` applies the steps there): the tracked and untracked files, not the
/// ignored ones (no build folders), committed in a repository of its own. Made again at the same
/// place, it keeps its build folders (`.build*`) and every file whose content did not change (a
/// file written anew would have SwiftPM compile it again), so that its builds are incremental.
/// (Scripts/tests/lib/repocopy.sh's `wb_copy_workbook` makes the same copy for the scripts' tests, in bash.)
public struct WorkbookCopy: Sendable {
    /// The workbook.
    public var root: URL
    /// The copy.
    public var destination: URL
    public var git: Git

    public init(root: URL, destination: URL, git: Git) {
        self.root = root
        self.destination = destination
        self.git = git
    }

    /// Makes the copy, or brings it up to date; a one-line failure when it cannot.
    public func make() throws(ScriptFailure) {
        let files = try sourceFiles()
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        } catch {
            throw ScriptFailure("cannot make \(RepositoryPath.relative(destination, root: root)): \(error.localizedDescription)")
        }
        let wanted = Set(files)
        // What the workbook no longer has, or has otherwise.
        for path in Self.entries(in: destination) where !wanted.contains(path) || !same(path) {
            try? manager.removeItem(at: destination.appendingPathComponent(path))
        }
        for path in files {
            let copy = destination.appendingPathComponent(path)
            // (A folder where the workbook now has a file: emptied above, gone now.)
            if (try? manager.destinationOfSymbolicLink(atPath: copy.path)) == nil, manager.isFolder(at: copy) { try? manager.removeItem(at: copy) }
            if !Self.exists(copy) { try bring(path) }
        }
        Self.removeEmptyFolders(in: destination)
        try? manager.removeItem(at: destination.appendingPathComponent(".git"))
        try commit()
    }

    /// The workbook's files and links, relative to it: git's tracked and untracked ones, not
    /// ignored; without git, every file but the build folders, .git and .workbook.
    func sourceFiles() throws(ScriptFailure) -> [String] {
        if git.isWorkTree {
            guard let output = try? git.run(["ls-files", "-z", "-c", "-o", "--exclude-standard"]), output.succeeded else {
                throw ScriptFailure("git cannot list the workbook's files (git ls-files)")
            }
            return output.output.split(separator: "\0").map(String.init).filter { Self.exists(root.appendingPathComponent($0)) }
        }
        return Self.entries(in: root).filter { path in
            let top = path.split(separator: "/").first.map(String.init) ?? path
            return !top.hasPrefix(".build") && top != ".git" && top != ".workbook"
        }
    }

    /// Whether the copy's `path` is what the workbook's is: the same link, or a file of the same content.
    func same(_ path: String) -> Bool {
        let source = root.appendingPathComponent(path).path, copy = destination.appendingPathComponent(path).path
        let links = (try? FileManager.default.destinationOfSymbolicLink(atPath: source), try? FileManager.default.destinationOfSymbolicLink(atPath: copy))
        if links.0 != nil || links.1 != nil { return links.0 == links.1 }
        return FileManager.default.isFile(at: URL(fileURLWithPath: source)) && FileManager.default.contentsEqual(atPath: source, andPath: copy)
    }

    /// Copies the workbook's `path` into the copy: a link as a link, a file with its permissions.
    func bring(_ path: String) throws(ScriptFailure) {
        let source = root.appendingPathComponent(path), copy = destination.appendingPathComponent(path)
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            if let target = try? manager.destinationOfSymbolicLink(atPath: source.path) {
                try manager.createSymbolicLink(atPath: copy.path, withDestinationPath: target)
            } else {
                try manager.copyItem(at: source, to: copy)
            }
        } catch {
            throw ScriptFailure("cannot copy \(path) to \(RepositoryPath.relative(destination, root: root)): \(error.localizedDescription)")
        }
    }

    /// The copy committed as it is, by a fixed author, no signing and no hooks of the user's.
    func commit() throws(ScriptFailure) {
        var copyGit = git
        copyGit.root = destination
        let identity = ["-c", "user.name=workbook", "-c", "user.email=workbook@localhost", "-c", "commit.gpgsign=false",
                        "-c", "core.hooksPath=/dev/null"]
        for arguments in [["init", "-q", "."], ["add", "-A"], identity + ["commit", "-q", "--allow-empty", "-m", "Copy of the workbook"]] {
            guard let output = try? copyGit.run(arguments), output.succeeded else {
                throw ScriptFailure("git cannot commit the copy in \(RepositoryPath.relative(destination, root: root)) (git \(arguments.filter { !$0.hasPrefix("-") }.first ?? ""))")
            }
        }
    }

    /// Every file and link under `folder`, relative to it, build folders and .git left out at any depth.
    static func entries(in folder: URL) -> [String] {
        var found: [String] = []
        func walk(_ relative: String) {
            let here = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: here.path)) ?? []).sorted()
            where !name.hasPrefix(".build") && name != ".git" {
                let path = relative.isEmpty ? name : relative + "/" + name
                let url = folder.appendingPathComponent(path)
                let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
                if !isLink, FileManager.default.isFolder(at: url) { walk(path) } else { found.append(path) }
            }
        }
        walk("")
        return found
    }

    /// Whether anything (a link too, even a dangling one) is at `url`.
    static func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path) || (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
    }

    /// Removes the folders left empty under `folder` (the build folders and .git left alone).
    static func removeEmptyFolders(in folder: URL) {
        func prune(_ url: URL) -> Bool {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            var empty = true
            for name in names {
                let child = url.appendingPathComponent(name)
                let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: child.path)) != nil
                if name.hasPrefix(".build") || name == ".git" || isLink || !FileManager.default.isFolder(at: child) || !prune(child) { empty = false }
            }
            if empty, url != folder { try? FileManager.default.removeItem(at: url) }
            return empty
        }
        _ = prune(folder)
    }
}
