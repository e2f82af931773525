import Foundation

/// The chain: each chapter starts where the previous one ends, chapterN/After byte for byte
/// chapter(N+1)/Before. A function returning its findings, as `diff -rq` names them.
public struct ChainChecks {
    /// The repository's root.
    public var root: URL

    public init(root: URL) {
        self.root = root
    }

    /// How folder `after` differs from folder `before` (paths relative to Chapters/): a file
    /// or folder only one has (`Only in FOLDER: NAME`), a file whose bytes differ (`Files A
    /// and B differ`); none when they are the same.
    public func differences(_ after: String, _ before: String) -> [Finding] {
        let chapters = root.appendingPathComponent("Chapters")
        var findings: [Finding] = []
        func compare(_ relative: String) {
            let left = relative.isEmpty ? after : "\(after)/\(relative)", right = relative.isEmpty ? before : "\(before)/\(relative)"
            let leftNames = names(in: chapters.appendingPathComponent(left)), rightNames = names(in: chapters.appendingPathComponent(right))
            for name in leftNames.union(rightNames).sorted() {
                let child = relative.isEmpty ? name : "\(relative)/\(name)"
                guard leftNames.contains(name) else {
                    findings.append(Finding(check: "chain", message: "Only in \(right): \(name)"))
                    continue
                }
                guard rightNames.contains(name) else {
                    findings.append(Finding(check: "chain", message: "Only in \(left): \(name)"))
                    continue
                }
                let a = chapters.appendingPathComponent("\(left)/\(name)"), b = chapters.appendingPathComponent("\(right)/\(name)")
                switch (FileManager.default.isFolder(at: a), FileManager.default.isFolder(at: b)) {
                case (true, true): compare(child)
                case (false, false):
                    if !FileManager.default.contentsEqual(atPath: a.path, andPath: b.path) {
                        findings.append(Finding(check: "chain", message: "Files \(left)/\(name) and \(right)/\(name) differ"))
                    }
                default:
                    findings.append(Finding(check: "chain", message: "File \(left)/\(name) is a \(FileManager.default.isFolder(at: a) ? "folder" : "file") while \(right)/\(name) is a \(FileManager.default.isFolder(at: b) ? "folder" : "file")"))
                }
            }
        }
        compare("")
        return findings
    }

    /// Every pair of consecutive chapters, as integrity prints them.
    public func results(chapters: [String]) -> [IntegrityResult] {
        zip(chapters, chapters.dropFirst()).map { previous, next in
            IntegrityResult(differences("\(previous)/After", "\(next)/Before"), passed: "\(previous)/After = \(next)/Before",
                            failed: "\(previous)/After differs from \(next)/Before")
        }
    }

    private func names(in folder: URL) -> Set<String> {
        Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    }
}
