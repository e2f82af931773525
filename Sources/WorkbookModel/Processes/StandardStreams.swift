import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard input, output and error, each open.
public enum StandardStreams {
    /// Opens /dev/null on each of descriptors 0, 1 and 2 that is closed (`reset <&-`). Else
    /// the next file opened takes the closed number: a program's output file became descriptor
    /// 0, and its start replaced it with /dev/null for its input, so git's output was lost and
    /// reset said "no commit to restore".
    public static func ensureOpen() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}
