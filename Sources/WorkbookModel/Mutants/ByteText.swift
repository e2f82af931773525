/// Text as the bytes of its UTF-8, searched and cut byte by byte: the mutant catalogue's rules
/// count a column in bytes (as the POSIX awk they were first written in did), and a UTF-8
/// needle found byte by byte always starts and ends on a character's boundary.
struct ByteText: Equatable, Sendable {
    var bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }
    init(_ text: String) { self.bytes = Array(text.utf8) }

    var string: String { String(decoding: bytes, as: UTF8.self) }
    var count: Int { bytes.count }

    /// Where `needle` first occurs at or after `from`, or nil (an empty needle occurs nowhere).
    func index(of needle: [UInt8], from: Int = 0) -> Int? {
        guard !needle.isEmpty, needle.count <= bytes.count else { return nil }
        let first = needle[0], last = bytes.count - needle.count
        var i = from
        while i <= last {
            if bytes[i] == first {
                var j = 1
                while j < needle.count && bytes[i + j] == needle[j] { j += 1 }
                if j == needle.count { return i }
            }
            i += 1
        }
        return nil
    }

    /// How many times `needle` occurs, each occurrence searched for after the last one ends.
    func occurrences(of needle: [UInt8]) -> Int {
        var found = 0, from = 0
        while let at = index(of: needle, from: from) {
            found += 1
            from = at + needle.count
        }
        return found
    }

    /// The lines of a file as a program reading it line by line sees them: split at each
    /// newline, with no empty line after a final newline.
    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines = bytes.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
        if bytes.last == 10 || bytes.isEmpty { lines.removeLast() }
        return lines
    }

    /// The file's lines joined by newlines, without a final one (how the rules read a file whole).
    static func joinedLines(_ bytes: [UInt8]) -> ByteText {
        ByteText(bytes.last == 10 ? Array(bytes.dropLast()) : bytes)
    }
}
