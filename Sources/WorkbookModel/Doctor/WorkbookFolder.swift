import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The workbook's folder as the toolchain and check need it: paths the Swift toolchain can
/// build, and a build folder check can write in. (check asks the same in bash, before the tool
/// is built: Scripts/lib/workspace.sh, until check is the tool's.)
public enum WorkbookFolder {
    /// The first path — `root` itself, then each of `folders` and everything under them — that
    /// the Swift toolchain cannot build, with why: a double quote or a line break makes SwiftPM
    /// write an invalid output file map; over 1000 characters has crashed swift-driver (macOS's
    /// PATH_MAX is 1024).
    public static func unbuildablePath(root: URL, folders: [URL]) -> (path: String, why: String)? {
        for path in [root.path] + folders.map(\.path) {
            if let why = problem(path) { return (path, why) }
        }
        var long: (path: String, why: String)?
        func walk(_ path: String) -> (path: String, why: String)? {
            for entry in FolderEntry.list(path) {
                let sub = path + "/" + entry.name
                if entry.name.contains("\"") || entry.name.contains("\n") { return (sub, "a double quote or a line break in a name") }
                if long == nil, sub.utf8.count > 1000 { long = (sub, "\(sub.utf8.count) characters, over 1000") }
                if entry.kind == .folder, let found = walk(sub) { return found }
            }
            return nil
        }
        for folder in folders {
            if let found = walk(folder.path) { return found }
        }
        return long
    }

    /// Why a path itself cannot be built in, or nil.
    static func problem(_ path: String) -> String? {
        if path.contains("\"") || path.contains("\n") { return "a double quote or a line break" }
        if path.utf8.count > 1000 { return "\(path.utf8.count) characters, over 1000" }
        return nil
    }

    /// Why nothing can be written in `folder` (made when missing), as the system says it
    /// ("Permission denied", "Read-only file system"), or nil when something can. It tries for
    /// real: permission bits say nothing of a read-only mount, and root passes every access test.
    public static func unwritableReason(_ folder: URL) -> String? {
        if let error = make(folder.path) { return String(cString: strerror(error)) }
        let probe = folder.appendingPathComponent(".write-probe-\(getpid())").path
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        close(descriptor)
        unlink(probe)
        return nil
    }

    /// `mkdir -p`: nil when the folder is there, else the error that stopped it.
    static func make(_ path: String) -> Int32? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) { return isFolder.boolValue ? nil : ENOTDIR }
        let parent = (path as NSString).deletingLastPathComponent
        if parent != path, !parent.isEmpty, let error = make(parent) { return error }
        return mkdir(path, 0o777) == 0 || errno == EEXIST ? nil : errno
    }
}
