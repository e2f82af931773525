/// What a stage's result was made from, among the files a learner edits: the stage's own
/// folder and the chapter's tests (the workbook's own sources and the toolchain change with an
/// update, not an edit). The overview compares it with the files now: "edited since" is a
/// change of content, never of a file's time.
extension StageResult {
    /// The folders whose files it sums.
    public static func sourceRoots(chapter: String, stage: String) -> [String] {
        ["Chapters/\(chapter)/\(stage)", "Chapters/\(chapter)/Tests"]
    }

    /// The `cksum` line of those files' `cksum` lines (paths included), as they are in `files` now.
    public static func sources(chapter: String, stage: String, files: SourceFiles) -> String {
        Cksum.line(Array(files.sums(sourceRoots(chapter: chapter, stage: stage)).joined(separator: "\n").utf8))
    }
}
