import Foundation

/// A log read in bounded memory: a test that prints without end must not make the reader
/// hold all it printed. Past `limit` bytes, the text is its first and last halves of the limit
/// with a line between them that says how much was left out; invalid UTF-8 (a test printing
/// raw bytes) is read as replacement characters, never as no log at all.
public enum BoundedText {
    /// How much of a log is read: 8 MB, far more than a stage's tests print, far less than memory.
    public static let defaultLimit = 8 * 1024 * 1024

    /// The file's text, cut as above; nil when it cannot be read.
    public static func read(_ url: URL, limit: Int = defaultLimit) -> String? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()).map(Int.init) ?? 0
        try? handle.seek(toOffset: 0)
        guard size > limit else {
            let data = (try? handle.readToEnd()) ?? Data()
            return String(decoding: data, as: UTF8.self)
        }
        let half = limit / 2
        let head = (try? handle.read(upToCount: half)) ?? Data()
        try? handle.seek(toOffset: UInt64(size - half))
        let tail = (try? handle.readToEnd()) ?? Data()
        let skipped = size - head.count - tail.count
        return String(decoding: head, as: UTF8.self)
            + "\n… \(skipped) bytes of this log left out (it is \(size) bytes; the first and last \(half / 1024 / 1024) MB are read) …\n"
            + String(decoding: tail, as: UTF8.self)
    }
}
