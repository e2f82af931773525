import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The SIL the compiler printed of each module of a build, kept beside the build
/// (`referee-sil/`) under the key of everything it was printed from: the compiler, its
/// arguments, every source's bytes, and the name, size and time of every module the build
/// holds (what an `import` reads). Any of them changed, the key differs and the compiler
/// runs again; nothing changed, the referee reads the text it printed last time.
///
/// The compiler is most of a judgement (measured, chapter 1's Before: 3 s of swiftc, under
/// 1.5 s for the rest); a map drawn again, `generate --check` after an edit elsewhere, or
/// check's referee after a test-only edit, read the stage's modules from here. A variant of a
/// stage (the referee's catalogue) is never kept: it is made once.
struct SILCache {
    /// `referee-sil/` beside the build's products folder.
    var folder: URL

    init(binPath: URL) {
        folder = binPath.deletingLastPathComponent().appendingPathComponent("referee-sil")
    }

    /// The key of one module's SIL: `cksum` of what the compiler reads, one field after another.
    static func key(swiftc: URL, arguments: [String], sources: [URL], modules: URL) -> String {
        var sum = Cksum()
        func add(_ field: String) { sum.add(Array((field + "\u{0}").utf8)) }
        add(FileStamp(swiftc.resolvingSymlinksInPath())?.description ?? swiftc.path)
        arguments.forEach(add)
        for source in sources {
            add(source.path)
            sum.add((try? Data(contentsOf: source)) ?? Data("(unreadable)".utf8))
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: modules.path)) ?? []).sorted()
        for name in names { add(name + " " + (FileStamp(modules.appendingPathComponent(name))?.description ?? "-")) }
        return "\(sum.value)-\(sum.count)"
    }

    /// The module's SIL kept under `key`, if any.
    func text(module: String, key: String) -> String? {
        guard let kept = try? String(contentsOf: file(module), encoding: .utf8) else { return nil }
        let header = Self.header(key)
        guard kept.hasPrefix(header) else { return nil }
        return String(kept.dropFirst(header.count))
    }

    /// Keeps the module's SIL under `key`, its first line: one file, written beside its place
    /// first and then renamed, so that two referees at once each leave a whole entry.
    func save(_ text: String, module: String, key: String) {
        let entry = file(module)
        let next = entry.appendingPathExtension("\(getpid())")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try (Self.header(key) + text).write(to: next, atomically: false, encoding: .utf8)
            if rename(next.path, entry.path) != 0 { try? FileManager.default.removeItem(at: next) }
        } catch {
            // Only a cache: the next judgement asks the compiler again.
            try? FileManager.default.removeItem(at: next)
        }
    }

    private static func header(_ key: String) -> String { "// referee-sil key \(key)\n" }

    private func file(_ module: String) -> URL { folder.appendingPathComponent("\(module).sil") }
}
