import Foundation

/// Chapters/chapters.registry read once: every chapter, its kind, stages, modules,
/// suites and facts, and the test targets the package declares for them.
///
/// Package.swift reads the same file itself (a manifest cannot import package
/// code); integrity proves the two readings agree. The semantics are the
/// manifest's: one fact a line, `chapterN.key value` (split at the first space,
/// both ends trimmed), `#` starts a comment line, chapters in numeric order. A
/// fact of the whole workbook, not of one chapter, is `workbook.key value`
/// (the dependency map's units: ``mapFocus``).
public struct Registry: Equatable, Sendable {
    /// The prefix of a fact of the whole workbook: `workbook.map …`.
    public static let workbookPrefix = "workbook"
    /// Where it is, relative to the repository.
    public static let path = "Chapters/chapters.registry"

    /// Every chapter the registry lists, in numeric order.
    public var chapters: [RegistryChapter]
    /// The workbook's own facts (`workbook.key value`), by key.
    public var facts: [String: String]

    public init(chapters: [RegistryChapter], facts: [String: String] = [:]) {
        self.chapters = chapters
        self.facts = facts
    }

    /// Reads a registry's text. `folderExists` answers for a path relative to the
    /// repository (e.g. `Chapters/chapter9/Before/MyBiz`): the split-Before rule
    /// looks at the folders a learner made.
    public static func parse(_ text: String, folderExists: (String) -> Bool) throws(RegistryError) -> Registry {
        var facts: [Int: [String: String]] = [:]
        var workbookFacts: [String: String] = [:]
        var seen: [String: Int] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            let key = parts[0].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            let number = key.count == 2 && key[0].hasPrefix("chapter") ? Int(key[0].dropFirst("chapter".count)) : nil
            guard parts.count == 2, key.count == 2, number != nil || key[0] == workbookPrefix,
                  Self.isKey(key[1]) else {
                throw RegistryError(line: index + 1, message: "expected 'chapterN.key value' or 'workbook.key value' (a key of lower-case letters), got '\(line)'")
            }
            if let earlier = seen[parts[0]] {
                throw RegistryError(line: index + 1, message: "'\(parts[0])' is already set on line \(earlier): one fact a line, once")
            }
            seen[parts[0]] = index + 1
            let value = parts[1].trimmingCharacters(in: .whitespaces)
            if let number { facts[number, default: [:]][key[1]] = value } else { workbookFacts[key[1]] = value }
        }
        let chapters = facts.keys.sorted().map { number in
            RegistryChapter(number: number, facts: facts[number] ?? [:], folderExists: folderExists)
        }
        return Registry(chapters: chapters, facts: workbookFacts)
    }

    /// A key is lower-case letters (`title`, `mutants`): what the scripts can name a variable after.
    static func isKey(_ key: String) -> Bool {
        !key.isEmpty && key.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
    }

    /// Reads the registry file of the repository at `root`.
    public static func load(root: URL) throws(RegistryError) -> Registry {
        let file = root.appendingPathComponent(path)
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
            throw RegistryError(line: nil, message: "missing: it lists the workbook's chapters")
        }
        return try parse(text) { path in
            FileManager.default.isFolder(at: root.appendingPathComponent(path))
        }
    }

    /// The chapters of a kind ("pair", "characterize"), or all of them for nil.
    public func chapters(ofKind kind: String?) -> [RegistryChapter] {
        chapters.filter { kind == nil || $0.kind == kind }
    }

    /// The chapter named chapterN, if the registry lists it.
    public func chapter(named name: String) -> RegistryChapter? {
        chapters.first { $0.name == name }
    }

    /// The Before/After chapter after this one, or nil for the last.
    public func pairChapter(after name: String) -> RegistryChapter? {
        let pairs = chapters(ofKind: RegistryChapter.pairKind)
        guard let index = pairs.firstIndex(where: { $0.name == name }), index + 1 < pairs.count else { return nil }
        return pairs[index + 1]
    }
}
