import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the demangler said of each mangled name, kept between runs of the referee: a name
/// means the same thing every time, and a check after an edit meets few new ones (measured,
/// chapter 1: the demangler and the reading of its trees are a quarter of a judgement).
///
/// One name a line: the name, then the symbol's fields (``Symbol``), tab-separated, a type
/// path's names joined by U+001F; a name that belongs nowhere has only its first field.
struct SymbolCache {
    static let separator: Character = "\u{1F}"

    var symbols: [String: Symbol?] = [:]

    /// What this process last read or wrote, by file, with the file's stamp then: a process that
    /// judges many stages (the catalogue: 145) reads the file again only when another wrote it
    /// (measured, the catalogue's chapter 1: a quarter of its time was reading this file again).
    private final class Memo: @unchecked Sendable {
        let lock = NSLock()
        var entries: [String: (stamp: FileStamp, cache: SymbolCache)] = [:]
    }

    private static let memo = Memo()

    /// The cache in `file`, or an empty one (none yet, or unreadable: it is only a cache).
    static func load(_ file: URL) -> SymbolCache {
        memo.lock.lock()
        defer { memo.lock.unlock() }
        let stamp = FileStamp(file)
        if let stamp, let entry = memo.entries[file.path], entry.stamp == stamp { return entry.cache }
        let cache = read(file)
        if let stamp { memo.entries[file.path] = (stamp, cache) }
        return cache
    }

    private static func read(_ file: URL) -> SymbolCache {
        var cache = SymbolCache()
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return cache }
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard let name = fields.first else { continue }
            guard fields.count == 7 else {
                if fields.count == 1 { cache.symbols[name] = .some(nil) }
                continue
            }
            func optional(_ text: String) -> String? { text.isEmpty ? nil : text }
            cache.symbols[name] = Symbol(module: optional(fields[1]),
                                         typePath: fields[2].split(separator: separator).map(String.init),
                                         typeModule: optional(fields[3]), inExtension: fields[4] == "1",
                                         member: optional(fields[5]), witnessOf: optional(fields[6]))
        }
        return cache
    }

    /// Writes the cache whole (to a file beside it first: two referees at once each leave a whole file).
    func save(_ file: URL) {
        let lines = symbols.keys.sorted().map { name -> String in
            guard let symbol = symbols[name] ?? nil else { return name }
            return [name, symbol.module ?? "", symbol.typePath.joined(separator: String(Self.separator)), symbol.typeModule ?? "",
                    symbol.inExtension ? "1" : "0", symbol.member ?? "", symbol.witnessOf ?? ""].joined(separator: "\t")
        }
        let next = file.appendingPathExtension("\(getpid())")
        do {
            try (lines.joined(separator: "\n") + "\n").write(to: next, atomically: false, encoding: .utf8)
            let stamp = FileStamp(next)
            if rename(next.path, file.path) != 0 {
                try? FileManager.default.removeItem(at: next)
            } else if let stamp {
                Self.memo.lock.lock()
                Self.memo.entries[file.path] = (stamp, self)
                Self.memo.lock.unlock()
            }
        } catch {
            try? FileManager.default.removeItem(at: next)
        }
    }
}
