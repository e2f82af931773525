import Foundation

/// A folder of the repository exactly as published, whatever the learner did to it, committed
/// or not: grade's stage 0 (chapter 1's Before, as published). The folder itself while it is
/// as published; else the folder as the commit that published the manifest has it (git,
/// offline), written under a folder of copies and checked against the manifest, and kept there
/// while it stays as published.
public struct PublishedCopy: Sendable {
    /// The repository.
    public var root: URL
    public var manifest: PublishedManifest?
    /// Hashes files as the manifest does.
    public var digests: FileDigests
    /// git, or nil when there is none.
    public var git: Git?

    public init(root: URL, manifest: PublishedManifest?, digests: FileDigests, git: Git?) {
        self.root = root
        self.manifest = manifest
        self.digests = digests
        self.git = git
    }

    /// Whether the files under `path` (a folder relative to the repository; under `base`/`path`
    /// when given) are those the manifest lists there, each as published: none changed, added
    /// or missing. False without a manifest, or when it lists nothing there.
    public func isAsPublished(_ path: String, in base: URL? = nil) -> Bool {
        guard let manifest else { return false }
        let published = manifest.fingerprints.filter { $0.key.hasPrefix(path + "/") }
        guard !published.isEmpty, let now = try? PublishedManifest.listing(root: base ?? root, paths: [path], digests: digests) else { return false }
        return now.fingerprints == published
    }

    /// A folder that holds `path` as published: the repository's own while it is as published
    /// (or there is no manifest to tell), else a copy under `copies`. Throws the one line that
    /// says why the published files cannot be had.
    public func folder(_ path: String, copies: URL) throws(ScriptFailure) -> URL {
        if manifest == nil || isAsPublished(path) { return root.appendingPathComponent(path) }
        if isAsPublished(path, in: copies) { return copies.appendingPathComponent(path) }
        guard let git, let commit = git.publishedCommit else {
            throw ScriptFailure("there is no git history to read the published one from: grade needs a git clone of the workbook (git clone …), or \(path) put back as published")
        }
        let short = String(commit.prefix(7))
        let part = copies.appendingPathComponent(".part.\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: part) }
        let archive = part.appendingPathComponent("published.tar")
        guard (try? FileManager.default.createDirectory(at: part, withIntermediateDirectories: true)) != nil else {
            throw ScriptFailure("cannot write in \(copies.path)")
        }
        guard (try? git.run(["archive", "--format=tar", "-o", archive.path, commit, "--", path]))?.succeeded == true,
              let tar = ToolRun.find("tar"),
              (try? ToolRun(executable: tar, arguments: ["-x", "-f", archive.path], directory: part).capture())?.succeeded == true else {
            throw ScriptFailure("git could not read \(path) from commit \(short) (the one that published \(PublishedManifest.path))")
        }
        guard isAsPublished(path, in: part) else {
            throw ScriptFailure("\(path) in commit \(short) is not what \(PublishedManifest.path) lists (was the manifest edited? git status shows it)")
        }
        // In place at once: the folder another grade reads is whole, old or new.
        let top = String(path.prefix { $0 != "/" })
        let destination = copies.appendingPathComponent(top), old = copies.appendingPathComponent(top + ".old")
        try? FileManager.default.removeItem(at: old)
        try? FileManager.default.moveItem(at: destination, to: old)
        guard (try? FileManager.default.moveItem(at: part.appendingPathComponent(top), to: destination)) != nil else {
            throw ScriptFailure("cannot write in \(copies.path)")
        }
        try? FileManager.default.removeItem(at: old)
        return copies.appendingPathComponent(path)
    }
}
