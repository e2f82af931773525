import Foundation

/// The source files of the stage a goal test runs against, for tests that pin which dependencies its code may have.
///
/// A chapter's dependency map says which edge goes away; a goal test can read
/// the stage's code and check that the edge is gone — behaviour alone cannot
/// tell a finished refactoring from one that still reaches around it.
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

    /// One of the stage's files read as code (see ``SwiftSource``): what a dependency goal test asks.
    public func source(of path: String) throws -> SwiftSource {
        SwiftSource(try contents(of: path))
    }
}
