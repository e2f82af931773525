import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SourceFiles {
    /// The first file or link under the paths saved after `after` and not after `upTo`
    /// (nanoseconds since 1970), as `find PATH… -newer A ! -newer B` finds it; nil for none. A
    /// file dated later than `upTo` (a clock set wrong, a copy from another machine) was not
    /// saved in between: passed over, or a stage that has one would never keep a result.
    public func firstSaved(under paths: [String], after: Int, upTo: Int) -> String? {
        list(paths).first { path in
            var info = stat()
            guard lstat(root.appendingPathComponent(path).path, &info) == 0 else { return false }
            let time = Self.nanoseconds(info)
            return time > after && time <= upTo
        }
    }
}
