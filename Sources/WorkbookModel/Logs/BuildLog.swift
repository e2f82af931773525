/// A build's log, read for a person (its first compiler errors: check, run, integrity).
public struct BuildLog: Sendable {
    public var lines: [String]

    public init(text: String) {
        lines = ResultFolder.lines(text)
    }

    /// Up to `max` distinct compiler errors, in file and line order, as `path:line: message`
    /// (paths relative to the repository). Without a `file:line` error (a linker or manifest
    /// failure), the first lines that say "error:" or "fatal:"; without those, the last lines.
    public func firstErrors(_ max: Int, paths: RepositoryPaths) -> [String] {
        var seen: Set<String> = []
        var errors: [(path: String, line: Int, message: String)] = []
        for line in lines where line.hasPrefix("/") && seen.insert(line).inserted {
            guard let error = line.range(of: ": error: ") else { continue }
            let place = line[..<error.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count == 3, let number = Int(place[1]), Int(place[2]) != nil else { continue }
            errors.append((String(place[0]), number, String(line[error.upperBound...])))
        }
        if !errors.isEmpty {
            return errors.sorted { ($0.path.utf8.lexicographicallyPrecedes($1.path.utf8)) || ($0.path == $1.path && $0.line < $1.line) }
                .prefix(max).map { "\(paths.relative($0.path)):\($0.line): \($0.message)" }
        }
        var found = Self.unique(lines.filter(Self.saysError).map { Self.sameNamedSources($0) ?? $0 }).prefix(max).map { $0 }
        if found.isEmpty {
            found = lines.filter { !$0.hasPrefix("[") && !$0.allSatisfy { $0 == " " } }.suffix(max).map { $0 }
        }
        return found.map { paths.stripped($0).drop { $0 == " " || $0 == "\t" }.description }
    }

    /// SwiftPM's error for two source files of one name in a module (it compiles both to
    /// NAME.swift.o: "couldn't build …/MODULE.build/NAME.swift.o because of multiple producers"),
    /// said as what to do; nil for any other line. (Seen on Linux, Swift 6.3.1: a copy of a
    /// file put in another folder of the Before.)
    static func sameNamedSources(_ line: String) -> String? {
        guard let range = line.range(of: #"/([A-Za-z0-9_]+)\.build/([^/ ]+\.swift)\.o because of multiple producers"#, options: .regularExpression) else { return nil }
        let parts = line[range].dropFirst().split(separator: "/")
        let module = parts[0].dropLast(".build".count), file = parts[1].prefix { $0 != " " }.dropLast(".o".count)
        return "error: two files named \(file) in the module \(module): a module's files need names of their own (SwiftPM compiles each to \(file).o); rename one"
    }

    /// `error:` or `fatal:` at the start of the line or after a character that is no letter.
    static func saysError(_ line: String) -> Bool {
        for word in ["error:", "fatal:"] {
            var search = line[...]
            while let found = search.range(of: word) {
                if found.lowerBound == line.startIndex || !("a"..."z").contains(line[line.index(before: found.lowerBound)]) { return true }
                search = line[found.upperBound...]
            }
        }
        return false
    }

    static func unique(_ lines: [String]) -> [String] {
        var seen: Set<String> = []
        return lines.filter { seen.insert($0).inserted }
    }

    /// The last `count` lines that say something (not blank, not a `[done/total]` counter),
    /// indented as check shows them, repository paths relative.
    public static func lastLines(_ lines: [String], _ count: Int, paths: RepositoryPaths) -> [String] {
        lines.filter { line in
            !line.allSatisfy(\.isWhitespace) && !Self.isCounter(line)
        }.suffix(count).map { "  | " + paths.stripped($0) }
    }

    /// `[12/40]…`: SwiftPM's progress.
    static func isCounter(_ line: String) -> Bool {
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return false }
        let inside = line[line.index(after: line.startIndex)..<close]
        return inside.allSatisfy { $0.isASCIIDigitLike || $0 == "/" } && inside.contains("/")
    }
}
