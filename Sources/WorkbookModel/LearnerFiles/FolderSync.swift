import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Making a learner's folder (a chapter's Before) the same as another (a step's state) without
/// losing anything on the way: what would change is known before anything is written; a file
/// is written through a temporary file beside it and a rename (never half-written, never
/// through a link); files that are already the same are not touched (they keep their time, so
/// builds stay incremental). Names that start with a dot (editors' files) are left alone.
public struct FolderSync: Sendable {
    /// The folder to be made the same, and the one it is made like.
    public var destination: URL
    public var source: URL

    public init(destination: URL, source: URL) {
        self.destination = destination
        self.source = source
    }

    /// A change, by path relative to the folders.
    public enum Change: Equatable, Sendable {
        case remove(String)
        case write(String)

        public var path: String {
            switch self { case .remove(let path), .write(let path): path }
        }
    }

    /// What makes the destination the same as the source: a file the source lacks goes, one
    /// that differs (or is a link) is written.
    public func changes() -> [Change] {
        let removed = FolderEntry.files(under: "", in: destination, skippingDotNames: true).filter { !FileManager.default.isFile(at: source.appendingPathComponent($0)) }
        let written = FolderEntry.files(under: "", in: source).filter { path in
            let there = destination.appendingPathComponent(path)
            return Self.isLink(there) || FileManager.default.contents(atPath: there.path) != FileManager.default.contents(atPath: source.appendingPathComponent(path).path)
        }
        return removed.map(Change.remove) + written.map(Change.write)
    }

    /// Makes the changes, then removes the folders they left empty; `willWrite` is told each
    /// path first.
    public func apply(_ changes: [Change], willWrite: (String) -> Void = { _ in }) throws(ScriptFailure) {
        for change in changes {
            willWrite(change.path)
            let target = destination.appendingPathComponent(change.path)
            switch change {
            case .remove:
                try? FileManager.default.removeItem(at: target)
            case .write(let path):
                try Self.write(source.appendingPathComponent(path), to: target)
            }
        }
        Self.removeEmptyFolders(in: destination)
    }

    /// `from`'s content into `to` through a temporary file beside it and a rename.
    static func write(_ from: URL, to: URL) throws(ScriptFailure) {
        let part = URL(fileURLWithPath: to.path + ".wb-part.\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try FileManager.default.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contentsOf: from).write(to: part)
            guard rename(part.path, to.path) == 0 else { throw ScriptFailure(String(cString: strerror(errno))) }
        } catch {
            try? FileManager.default.removeItem(at: part)
            throw ScriptFailure("cannot write \(to.path): \(error)")
        }
    }

    static func isLink(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Removes the empty folders under `folder`, deepest first (not those named with a dot).
    static func removeEmptyFolders(in folder: URL) {
        for entry in FolderEntry.list(folder.path) where entry.kind == .folder && !(entry.name.hasPrefix(".") && entry.name.count > 1) {
            let sub = folder.appendingPathComponent(entry.name)
            removeEmptyFolders(in: sub)
            if FolderEntry.list(sub.path).isEmpty { rmdir(sub.path) }
        }
    }

    /// The first folder that writing `paths` (relative to the destination) needs and that
    /// cannot be written — the file's folder, or for a folder still to be made the nearest one
    /// there — relative to `root`; nil when every one can be. (access(2): an immutable folder
    /// cannot be written even by root.)
    public func unwritableFolder(for paths: [String], root: URL) -> String? {
        for path in paths {
            var folder = destination.appendingPathComponent(path).deletingLastPathComponent()
            while !FileManager.default.fileExists(atPath: folder.path), folder.path != "/" { folder = folder.deletingLastPathComponent() }
            if access(folder.path, W_OK) != 0 { return RepositoryPath.relative(folder, root: root) }
        }
        return nil
    }

    /// The first link under the destination (itself included) that leads out of the repository
    /// at `root`: the link and where it leads, the link relative to the repository.
    public func linkLeaving(root: URL) -> (link: String, target: String)? {
        func links(_ url: URL) -> [URL] {
            if Self.isLink(url) { return [url] }
            return FolderEntry.list(url.path).flatMap { entry -> [URL] in
                let sub = url.appendingPathComponent(entry.name)
                switch entry.kind {
                case .link: return [sub]
                case .folder: return links(sub)
                default: return []
                }
            }
        }
        for link in links(destination) {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: link.path) else { continue }
            let absolute = target.hasPrefix("/") ? URL(fileURLWithPath: target) : link.deletingLastPathComponent().appendingPathComponent(target)
            let resolved = absolute.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(absolute.lastPathComponent)
            if RepositoryPath.relative(resolved, root: root).hasPrefix("/") {
                return (RepositoryPath.relative(link, root: root), resolved.path)
            }
        }
        return nil
    }
}

/// A path as the scripts show it: relative to the repository when it is in it, else absolute.
enum RepositoryPath {
    static func relative(_ url: URL, root: URL) -> String {
        let path = url.standardizedFileURL.path
        for base in [root.standardizedFileURL.path, root.resolvingSymlinksInPath().path] where path.hasPrefix(base + "/") {
            return String(path.dropFirst(base.count + 1))
        }
        return path
    }
}
