/// POSIX `cksum`'s CRC (polynomial 0x04C11DB7, the length appended), so that a key computed
/// here is the key the scripts compute with `cksum` for the same bytes.
public struct Cksum: Equatable, Sendable {
    private static let table: [UInt32] = (0..<256).map { index in
        var crc = UInt32(index) << 24
        for _ in 0..<8 { crc = crc & 0x8000_0000 != 0 ? (crc << 1) ^ 0x04C1_1DB7 : crc << 1 }
        return crc
    }

    private var crc: UInt32 = 0
    /// Bytes summed so far.
    public private(set) var count = 0

    public init() {}

    /// Sums more bytes.
    public mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        // Through a contiguous buffer when there is one: check's keys read every source, and
        // the tool is a debug build (a generic iterator costs several times more per byte).
        if bytes.withContiguousStorageIfAvailable({ add(buffer: UnsafeRawBufferPointer($0)) }) != nil { return }
        Array(bytes).withUnsafeBytes { add(buffer: $0) }
    }

    private mutating func add(buffer: UnsafeRawBufferPointer) {
        var crc = self.crc
        Self.table.withUnsafeBufferPointer { table in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            var index = 0
            while index < buffer.count {
                crc = (crc << 8) ^ table[Int((crc >> 24) ^ UInt32(base[index]))]
                index &+= 1
            }
        }
        self.crc = crc
        count += buffer.count
    }

    /// The CRC `cksum` prints: the length's bytes (lowest first) summed too, then inverted.
    public var value: UInt32 {
        var crc = self.crc
        var length = count
        while length > 0 {
            crc = (crc << 8) ^ Self.table[Int((crc >> 24) ^ UInt32(length & 0xFF))]
            length >>= 8
        }
        return ~crc
    }

    /// `cksum`'s line for data on stdin: "CRC SIZE".
    public static func line<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var sum = Cksum()
        sum.add(bytes)
        return "\(sum.value) \(sum.count)"
    }
}
