import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's size and modification time to the nanosecond: what tells a file rewritten since it
/// was last read, without reading it (a build's modules, a cache this process read before).
struct FileStamp: Equatable, Sendable, CustomStringConvertible {
    var size: Int64
    var seconds: Int
    var nanoseconds: Int

    /// The stamp of the file now, or nil when there is none.
    init?(_ file: URL) {
        var info = stat()
        guard stat(file.path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec // Darwin's struct stat (sys/stat.h)
        #else
        let time = info.st_mtim
        #endif
        size = Int64(info.st_size)
        seconds = Int(time.tv_sec)
        nanoseconds = Int(time.tv_nsec)
    }

    var description: String { "\(size) \(seconds).\(nanoseconds)" }
}
