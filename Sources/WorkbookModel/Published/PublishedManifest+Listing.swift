import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PublishedManifest {
    /// The folders and files the manifest covers: the referees, every pair chapter's Before,
    /// After and Tests, and a characterize chapter's Swift Testing example (the learner's
    /// folder, no referee: grade runs it only once it differs from the published one).
    public static func roots(registry: Registry) -> [String] {
        ["Package.swift", "Chapters/chapters.registry", "Chapters/Shared", "Sources"]
            + registry.chapters(ofKind: RegistryChapter.pairKind).flatMap { chapter in ["Before", "After", "Tests"].map { "Chapters/\(chapter.name)/\($0)" } }
            + registry.chapters(ofKind: "characterize").map { "Chapters/\($0.name)/SwiftTests" }
    }

    /// Every file the manifest covers (``roots(registry:)``) as it is now, hashed by the
    /// system's digest tool on `path` (none there: a ``ScriptFailure`` that says so).
    public static func filesNow(root: URL, registry: Registry, path: String?) throws -> PublishedManifest {
        guard let digests = FileDigests(path: path) else {
            throw ScriptFailure("neither sha256sum nor shasum is on PATH: the workbook's files cannot be compared with the published ones")
        }
        return try listing(root: root, paths: roots(registry: registry), digests: digests)
    }

    /// The files under `paths` (relative to `root`) as they are now, as a manifest: a regular
    /// file by its digest, a link by its target; a name that starts with `.` is left out,
    /// and whatever is under it.
    public static func listing(root: URL, paths: [String], digests: FileDigests) throws -> PublishedManifest {
        var files: [String] = []
        var fingerprints: [String: String] = [:]
        func add(_ path: String, _ kind: FolderEntry.Kind, nameIsUTF8: Bool) {
            switch kind {
            // No tool can open it by the name it shows as: listed, so that it is seen (an
            // addition), never left out as Foundation's listing would.
            case .file where !nameIsUTF8, .folder where !nameIsUTF8, .link where !nameIsUTF8: fingerprints[path] = "name-not-utf8"
            case .file: files.append(path)
            case .link:
                if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: root.appendingPathComponent(path).path) {
                    fingerprints[path] = "link:" + target
                }
            case .folder:
                for entry in FolderEntry.list(root.appendingPathComponent(path).path) where !(entry.name.hasPrefix(".") && entry.name.count > 1) {
                    add(path + "/" + entry.name, entry.kind, nameIsUTF8: entry.nameIsUTF8)
                }
            case .special: break
            }
        }
        func walk(_ path: String) {
            var info = stat()
            guard lstat(root.appendingPathComponent(path).path, &info) == 0 else { return }
            add(path, FolderEntry.kind(info), nameIsUTF8: true)
        }
        for path in paths { walk(path) }
        fingerprints.merge(try digests.digests(of: files, root: root)) { link, _ in link }
        return PublishedManifest(fingerprints: fingerprints)
    }
}
