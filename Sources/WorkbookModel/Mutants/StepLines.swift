import Foundation

/// The behavioural lines a chapter's steps add or change, read from its After: each After
/// Swift file is compared (``LineDiff``) with the Before file of the same path (or, in an After
/// of several modules, the path inside its module, or the first of the same name), a new one
/// with nothing; of the lines it adds or changes, those that are no ``StructureRule`` structure.
public struct StepLines: Sendable {
    public var before: URL
    public var after: URL

    public init(before: URL, after: URL) {
        self.before = before
        self.after = after
    }

    /// The chapter's stages in the repository at `root`.
    public init(root: URL, chapter: String) {
        self.init(before: root.appendingPathComponent("Chapters/\(chapter)/Before"), after: root.appendingPathComponent("Chapters/\(chapter)/After"))
    }

    /// The lines, by file (in byte order of their paths), then by line.
    public func lines() -> [StepLine] {
        let beforeFiles = Self.files(in: before, suffix: ""), rule = StructureRule()
        return Self.files(in: after, suffix: ".swift").flatMap { path -> [StepLine] in
            let new = Self.contents(after, path)
            let old = match(path, beforeFiles: beforeFiles).map { Self.contents(before, $0) } ?? []
            let diff = LineDiff(old: old, new: new), lines = diff.newLines
            return diff.added.compactMap { index in
                let text = String(decoding: lines[index].text.drop { $0 == 32 || $0 == 9 }, as: UTF8.self)
                return rule.isStructure(text) ? nil : StepLine(file: path, line: index + 1, text: text)
            }
        }
    }

    /// The Before file an After file is compared with, relative to the Before.
    func match(_ path: String, beforeFiles: [String]) -> String? {
        if beforeFiles.contains(path) { return path }
        if let slash = path.firstIndex(of: "/"), beforeFiles.contains(String(path[path.index(after: slash)...])) {
            return String(path[path.index(after: slash)...])
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return beforeFiles.first { ($0.split(separator: "/").last.map(String.init) ?? $0) == name }
    }

    static func contents(_ folder: URL, _ path: String) -> [UInt8] {
        FileManager.default.contents(atPath: folder.appendingPathComponent(path).path).map { Array($0) } ?? []
    }

    /// The regular files under `folder` whose names end in `suffix`, relative to it, in byte order.
    static func files(in folder: URL, suffix: String) -> [String] {
        let base = folder.resolvingSymlinksInPath().path
        guard let walk = FileManager.default.enumerator(atPath: base) else { return [] }
        var files: [String] = []
        while let path = walk.nextObject() as? String {
            guard path.hasSuffix(suffix), let type = walk.fileAttributes?[.type] as? FileAttributeType, type == .typeRegular else { continue }
            files.append(path)
        }
        return files.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}
