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

    /// The files under `paths` (relative to `root`) as they are now, as a manifest: a regular
    /// file by its digest, a link by its target; a name that starts with `.` is left out,
    /// and whatever is under it.
    public static func listing(root: URL, paths: [String], digests: FileDigests) throws -> PublishedManifest {
        var files: [String] = []
        var fingerprints: [String: String] = [:]
        func walk(_ path: String) {
            var info = stat()
            guard lstat(root.appendingPathComponent(path).path, &info) == 0 else { return }
            switch info.st_mode & S_IFMT {
            case S_IFREG: files.append(path)
            case S_IFLNK:
                if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: root.appendingPathComponent(path).path) {
                    fingerprints[path] = "link:" + target
                }
            case S_IFDIR:
                let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(path).path)) ?? []
                for name in names where !(name.hasPrefix(".") && name.count > 1) { walk(path + "/" + name) }
            default: break
            }
        }
        for path in paths { walk(path) }
        fingerprints.merge(try digests.digests(of: files, root: root)) { link, _ in link }
        return PublishedManifest(fingerprints: fingerprints)
    }
}
