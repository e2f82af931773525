import Foundation

/// A stage's content key, computed here only (once for every stage of a check, from one
/// reading of the files): the `cksum` of the scope's name, the toolchain's line, RECORD_SNAPSHOTS,
/// and the `cksum` sums of every file the stage is built from, as "CRC-SIZE". Kept results are
/// shown without a build only while their key is the key of the files now.
public enum ScopeKey {
    /// The folders and files a scope of a chapter is built from, besides its stage and tests.
    public static let sharedRoots = ["Chapters/Shared", "Sources", "Package.swift", "Chapters/chapters.registry"]

    /// The roots whose files' sums serve every scope of a chapter.
    public static func roots(chapter: String) -> [String] {
        Stage.names.map { "Chapters/\(chapter)/\($0)" } + ["Chapters/\(chapter)/Tests"] + sharedRoots
    }

    /// Of sums taken over ``roots(chapter:)``, the lines a stage is built from, in their order
    /// (the scripts' awk filter of wb_scope_key).
    public static func sums(_ sums: [String], chapter: String, stage: String) -> [String] {
        let prefixes = ["Chapters/\(chapter)/\(stage)/", "Chapters/\(chapter)/Tests/", "Chapters/Shared/", "Sources/"]
        return sums.filter { line in
            let path = line.split(separator: " ", maxSplits: 2).dropFirst(2).first.map(String.init) ?? ""
            return prefixes.contains { path.hasPrefix($0) } || path == "Package.swift" || path == "Chapters/chapters.registry"
        }
    }

    /// The key from the sums' lines already taken.
    public static func key(scope: String, toolchain: String, recordSnapshots: String, sums: [String]) -> String {
        let text = ([scope, toolchain, "RECORD_SNAPSHOTS=\(recordSnapshots)"] + sums).map { $0 + "\n" }.joined()
        return Cksum.line(Array(text.utf8)).replacingOccurrences(of: " ", with: "-")
    }

    /// The keys of several scopes (chapterN-before|after-…) from one reading of their files:
    /// `SCOPE KEY` a line, in the order given.
    public static func keys(scopes: [String], files: SourceFiles, toolchain: String, recordSnapshots: String) -> [(scope: String, key: String)] {
        let stages = scopes.map { scope -> (scope: String, chapter: String, stage: String) in
            let chapter = String(scope.prefix { $0 != "-" })
            return (scope, chapter, scope.hasPrefix("\(chapter)-before-") ? "Before" : "After")
        }
        var roots: [String] = []
        for stage in stages {
            for root in ["Chapters/\(stage.chapter)/\(stage.stage)", "Chapters/\(stage.chapter)/Tests"] where !roots.contains(root) {
                roots.append(root)
            }
        }
        let sums = files.sums(roots + sharedRoots)
        return stages.map { stage in
            (stage.scope, key(scope: stage.scope, toolchain: toolchain, recordSnapshots: recordSnapshots,
                              sums: Self.sums(sums, chapter: stage.chapter, stage: stage.stage)))
        }
    }
}
