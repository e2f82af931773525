import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One entry of a folder as the system lists it (readdir(3)), whatever its name's bytes:
/// Foundation's own listing leaves out a name that is not UTF-8 (swift-corelibs-foundation on
/// Linux, Swift 6.3.1), so a file a learner made so would be invisible to every check.
public struct FolderEntry: Equatable, Sendable {
    /// What the entry is (lstat(2): a link is not followed).
    public enum Kind: Equatable, Sendable {
        case file, folder, link
        /// A named pipe, a socket or a device: nothing a build or a diff can read.
        case special(String)
    }

    /// Its name; a byte that is not UTF-8 shows as U+FFFD.
    public var name: String
    /// Whether the name is UTF-8 as it is.
    public var nameIsUTF8: Bool
    public var kind: Kind

    /// The entries of the folder at `path` (not `.` and `..`), sorted by name; none when it
    /// cannot be read.
    public static func list(_ path: String) -> [FolderEntry] {
        guard let folder = opendir(path) else { return [] }
        defer { closedir(folder) }
        var entries: [FolderEntry] = []
        while let entry = readdir(folder) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == [46] || bytes == [46, 46] { continue }
            // (Foundation's reading: nil for bytes that are not UTF-8.)
            let isUTF8 = String(bytes: bytes, encoding: .utf8) != nil
            var info = stat()
            // By its own bytes: a name that is not UTF-8 is not the one it shows as.
            let full = Array(path.utf8) + [UInt8(ascii: "/")] + bytes + [0]
            let found = full.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) == 0 }
            }
            let kind = found ? Self.kind(info) : .special("gone while it was read")
            let name = String(decoding: bytes, as: UTF8.self)
            entries.append(FolderEntry(name: name, nameIsUTF8: isUTF8, kind: kind))
        }
        return entries.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// The regular files under `relative` in `root` (links neither listed nor followed into),
    /// as paths relative to `root` that start with `relative`, sorted by name at each level;
    /// `skippingDotNames`: no name that starts with a dot (editors' files), nor what is under one.
    public static func files(under relative: String, in root: URL, skippingDotNames: Bool = false) -> [String] {
        list(relative.isEmpty ? root.path : root.appendingPathComponent(relative).path).flatMap { entry -> [String] in
            if skippingDotNames, entry.name.hasPrefix("."), entry.name.count > 1 { return [] }
            let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
            switch entry.kind {
            case .file: return [path]
            case .folder: return files(under: path, in: root, skippingDotNames: skippingDotNames)
            default: return []
            }
        }
    }

    static func kind(_ info: stat) -> Kind {
        switch info.st_mode & S_IFMT {
        case S_IFREG: .file
        case S_IFDIR: .folder
        case S_IFLNK: .link
        case S_IFIFO: .special("a named pipe")
        case S_IFSOCK: .special("a socket")
        default: .special("a device")
        }
    }

    /// The first entry under `folder` (relative to `root`) that no build or comparison can
    /// take — a named pipe, a socket, a device, or a name that is not UTF-8 — as one line
    /// that says what to do; nil when there is none.
    public static func firstUnusual(in folder: String, root: URL) -> String? {
        for entry in list(root.appendingPathComponent(folder).path) {
            let path = folder + "/" + entry.name
            guard entry.nameIsUTF8 else {
                return "\(path) has a name that is not UTF-8 (shown with �), which Swift's tools cannot name: rename it"
            }
            switch entry.kind {
            case .special(let what): return "\(path) is \(what), not a file: nothing can build or compare it — remove it (rm '\(path)')"
            case .folder: if let found = firstUnusual(in: path, root: root) { return found }
            case .file, .link: continue
            }
        }
        return nil
    }
}
