import Foundation
@testable import WorkbookModel

extension ProcessTable {
    /// The processes whose command line (its words NUL-separated, /proc/PID/cmdline) holds
    /// `words` (Linux; none elsewhere).
    static func running(_ words: String) -> [Int32] {
        current().parents.keys.filter { pid in
            let line = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))).map { String(decoding: $0, as: UTF8.self) }
            return line?.contains(words) == true
        }
    }
}
