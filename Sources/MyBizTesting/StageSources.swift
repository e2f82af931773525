import Foundation
@_exported import SwiftReferences

/// The source files of the stage a goal test runs against, for tests that pin which dependencies its code may have.
///
/// A chapter's dependency map says which edge goes away; a goal test reads
/// the stage's code with the workbook's reference scanner (``Codebase``, the
/// one `workbook-map` draws with) and checks that the edge is gone: behaviour
/// alone cannot tell a finished refactoring from one that still reaches
/// around it.
public struct StageSources {
    /// The folder of the stage's module, `Chapters/chapterN/Before` or `…/After`.
    public let folder: URL

    /// The sources of a stage of the chapter whose goal test file this is called from.
    ///
    /// Goal tests live in `Chapters/chapterN/Tests/Goals/`; links to them are resolved first.
    public init(stage: String, testFile: StaticString = #filePath) {
        let test = URL(fileURLWithPath: "\(testFile)").resolvingSymlinksInPath()
        let chapter = test.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        folder = chapter.appendingPathComponent(stage)
    }

    /// The text of one of the stage's files, by its path inside the stage folder.
    public func contents(of path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// The chapter's edge, as the registry (`Chapters/chapters.registry`, `chapterN.edge`) writes it: the one query ``Codebase/references(along:)`` answers for this test and for `./Scripts/map` alike.
    public func chapterEdge() throws -> ChapterEdge {
        let chapterFolder = folder.deletingLastPathComponent()
        let chapter = chapterFolder.lastPathComponent
        let registry = try String(contentsOf: chapterFolder.deletingLastPathComponent().appendingPathComponent("chapters.registry"), encoding: .utf8)
        let key = "\(chapter).edge"
        for line in registry.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            guard fields.count == 2, fields[0] == key else { continue }
            let value = fields[1].trimmingCharacters(in: .whitespaces)
            guard let edge = ChapterEdge(value) else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(key) is not FROM -> TO: \(value)"]) }
            return edge
        }
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "the registry has no \(key) line"])
    }

    /// All of the stage's Swift files read as code: which type reaches which, in every file, whatever the comments, strings and line breaks.
    ///
    /// References name files by their path in the repository (`Chapters/chapter1/Before/API/API.swift`), as every other message does.
    public func code() throws -> Codebase {
        let components = folder.standardizedFileURL.pathComponents.suffix(3)
        return try Codebase(folder: folder, pathPrefix: components.joined(separator: "/") + "/")
    }
}
