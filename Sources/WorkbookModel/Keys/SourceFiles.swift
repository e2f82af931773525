import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files under some folders of the repository, as `find ROOT… \( -type f -o -type l \)`
/// lists them (links not followed into), sorted byte for byte (`LC_ALL=C sort`).
public struct SourceFiles: Sendable {
    public var root: URL

    public init(root: URL) {
        self.root = root
    }

    /// Every file and link under the paths (files themselves when a path is one), relative to
    /// the root; a path that is not there lists nothing.
    public func list(_ paths: [String]) -> [String] {
        var found: [String] = []
        let rootPath = root.path
        func walk(_ path: String) {
            var info = stat()
            let full = rootPath + "/" + path
            guard lstat(full, &info) == 0 else { return }
            switch info.st_mode & S_IFMT {
            case S_IFREG, S_IFLNK: found.append(path)
            case S_IFDIR:
                let names = (try? FileManager.default.contentsOfDirectory(atPath: full)) ?? []
                for name in names { walk(path + "/" + name) }
            default: break
            }
        }
        for path in paths { walk(path) }
        // Byte for byte by the C library (no path holds a NUL): the generic comparison of two
        // UTF-8 views, unoptimized as the tools are built, took a third of a check's keys.
        return found.sorted { strcmp($0, $1) < 0 }
    }

    /// `cksum`'s line for each file (a link by what it points at), as `xargs cksum` prints
    /// them: "CRC SIZE PATH"; a file that cannot be read (a dangling link, a folder) is left out.
    public func sums(_ paths: [String]) -> [String] {
        list(paths).compactMap { path in
            let url = root.appendingPathComponent(path)
            guard FileManager.default.isFile(at: url), let data = FileManager.default.contents(atPath: url.path) else { return nil }
            return "\(Cksum.line(data)) \(path)"
        }
    }

    /// The newest modification time of a file (not a link) under the path, in nanoseconds
    /// since 1970, or nil for none (`find PATH -newer KEY -type f`'s question).
    public func newestFile(under path: String) -> Int? {
        var newest: Int?
        for file in list([path]) {
            var info = stat()
            guard lstat(root.appendingPathComponent(file).path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let time = Self.nanoseconds(info)
            newest = max(newest ?? time, time)
        }
        return newest
    }

    /// A path's modification time in nanoseconds since 1970 (following links), or nil.
    public func modified(_ path: String) -> Int? {
        var info = stat()
        guard stat(root.appendingPathComponent(path).path, &info) == 0 else { return nil }
        return Self.nanoseconds(info)
    }

    static func nanoseconds(_ info: stat) -> Int {
        #if canImport(Darwin)
        // Darwin's struct stat: st_mtimespec (sys/stat.h).
        return Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
        #else
        return Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
        #endif
    }
}
