import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The chapters several runs of `step verify` share out (`--claim FOLDER`, CI's two lanes): each
/// run takes the chapters in its order and verifies only those it claims first, a chapter
/// claimed by making a folder of its name in FOLDER. `mkdir(2)` makes a folder or fails with
/// `EEXIST`, atomically, on Linux and macOS alike (POSIX): two runs never claim one chapter,
/// and a run that ends early leaves the rest to the others.
struct ChapterClaims: Equatable, Sendable {
    /// The folder the runs share; it must exist.
    var folder: URL

    /// Fails (exit 2) unless `path` is a folder that exists: a path mistyped in one run only
    /// would have each run verify every chapter.
    init(path: String) throws(ScriptFailure) {
        guard FileManager.default.isFolder(at: URL(fileURLWithPath: path)) else {
            throw ScriptFailure("--claim takes a folder that exists, the same for each run that shares the chapters: '\(path)'")
        }
        folder = URL(fileURLWithPath: path)
    }

    /// The order in which a run claims `chapters`: the most steps first (`steps` gives a
    /// chapter's), in their order where they have as many. The last chapters any run takes are
    /// then short ones, and the runs end close together.
    static func order(_ chapters: [String], steps: (String) -> Int) -> [String] {
        let counts = chapters.map(steps)
        return chapters.indices.sorted { one, other in
            counts[one] != counts[other] ? counts[one] > counts[other] : one < other
        }.map { chapters[$0] }
    }

    /// True when this run is the first to claim `chapter`; false when another one was.
    func claim(_ chapter: String) throws(ScriptFailure) -> Bool {
        let claim = folder.appendingPathComponent(chapter)
        if mkdir(claim.path, 0o755) == 0 { return true }
        let error = errno
        guard error == EEXIST else {
            throw ScriptFailure("cannot claim \(chapter) in \(folder.path): \(String(cString: strerror(error)))")
        }
        return false
    }
}
