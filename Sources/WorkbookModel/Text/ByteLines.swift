#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Walking a large text line by line as bytes, and finding bytes in a line, at C's speed:
/// the compiler's SIL and the demangler's trees run to megabytes, and the workbook's tool is
/// built without optimisation (a whole-module optimised build takes over a minute).
enum ByteLines {
    /// Calls `body` with each line of `text` (without its line break).
    static func forEach(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            while start < buffer.count {
                let end = offset(of: 0x0A, in: UnsafeBufferPointer(start: base + start, count: buffer.count - start)).map { start + $0 } ?? buffer.count
                body(UnsafeBufferPointer(start: base + start, count: end - start))
                start = end + 1
            }
        }
    }

    /// Where a byte first is in a buffer.
    static func offset(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress, bytes.count > 0, let found = memchr(base, Int32(byte), bytes.count) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    static func starts(_ bytes: UnsafeBufferPointer<UInt8>, with prefix: StaticString) -> Bool {
        guard bytes.count >= prefix.utf8CodeUnitCount, let base = bytes.baseAddress else { return false }
        return memcmp(base, prefix.utf8Start, prefix.utf8CodeUnitCount) == 0
    }

    /// Whether the bytes hold `needle` anywhere.
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        find(needle, in: bytes) != nil
    }

    /// Where `needle` first is in the bytes, from `start`.
    static func find(_ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        let length = needle.utf8CodeUnitCount
        guard let base = bytes.baseAddress, length > 0 else { return nil }
        let first = needle.utf8Start.pointee
        var at = start
        while at + length <= bytes.count,
              let found = offset(of: first, in: UnsafeBufferPointer(start: base + at, count: bytes.count - at - length + 1)) {
            if memcmp(base + at + found, needle.utf8Start, length) == 0 { return at + found }
            at += found + 1
        }
        return nil
    }

    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
