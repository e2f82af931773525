import Foundation

/// A stage's results kept for the next check (``KeptResults``), and its whole log for the learner.
extension StageRunner {
    /// Shows the stage's kept result (copies it whole, at once, into this run's folder) when it
    /// was made from `key`; true if so.
    func reuseKept(_ scope: String, key: String?) -> Bool {
        let kept = KeptResults(scratch: settings.scratchBase)
        guard settings.keepsResults, let key, kept.key(scope: scope) == key else { return false }
        let part = file(scope, "result.json.part")
        do {
            try? FileManager.default.removeItem(at: part)
            try FileManager.default.copyItem(at: kept.folder(scope: scope).appendingPathComponent(KeptResults.resultFile), to: part)
            try? FileManager.default.removeItem(at: file(scope, "result.json"))
            try FileManager.default.moveItem(at: part, to: file(scope, "result.json"))
            return true
        } catch {
            return false
        }
    }

    /// Keeps this run's result as the stage's last, made from `key`; the key written last, so
    /// that a run cut short leaves no key that claims a result it did not finish.
    func keepResult(_ scope: String, key: String) {
        guard settings.keepsResults else { return }
        let folder = KeptResults(scratch: settings.scratchBase).folder(scope: scope)
        try? FileManager.default.removeItem(at: folder)
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
              (try? FileManager.default.copyItem(at: file(scope, "result.json"), to: folder.appendingPathComponent(KeptResults.resultFile))) != nil
        else { return }
        try? Data((key + "\n").utf8).write(to: folder.appendingPathComponent("key"))
    }

    /// Keeps the stage's whole log of this run (the build's, then the tests') where check says
    /// to read it when the stage is not green (``StageRun/keptLog(scope:)``).
    func keepLog(_ scope: String) {
        let kept = settings.root.appendingPathComponent(StageRun.keptLog(scope: scope))
        guard (try? FileManager.default.createDirectory(at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)) != nil,
              FileManager.default.createFile(atPath: kept.path, contents: nil), let handle = FileHandle(forWritingAtPath: kept.path) else { return }
        defer { try? handle.close() }
        for log in ["build.log", "test.log"] {
            if let data = FileManager.default.contents(atPath: file(scope, log).path) { handle.write(data) }
        }
    }

    /// Whether what the stage was built from is what `key` names, from before its build to now:
    /// its files give `key` again, and none was saved since the stage started (a save and its
    /// undo during the build leave the key as it was, not what was built).
    func keepable(_ scope: String, key: String) -> Bool {
        guard keys([scope])[scope] == key, let (chapter, stage, _) = named(scope) else { return false }
        guard let started = modified(file(scope, "started")) else { return true }
        let now = Int(Date().timeIntervalSince1970 * 1_000_000_000)
        let roots = ["Chapters/\(chapter.name)/\(stage.name)", "Chapters/\(chapter.name)/Tests"] + ScopeKey.sharedRoots
        return SourceFiles(root: settings.root).firstSaved(under: roots, after: started, upTo: now) == nil
    }

    /// A file's modification time in nanoseconds since 1970, or nil.
    func modified(_ url: URL) -> Int? {
        guard let date = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date else { return nil }
        return Int(date.timeIntervalSince1970 * 1_000_000_000)
    }

    /// A build folder of the stage's own, from before the stages shared one: only its kept
    /// results are still read.
    func removeLegacyFolder(_ scope: String) {
        let folder = settings.scratchBase.appendingPathComponent(scope)
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("build.db").path) else { return }
        for entry in FolderEntry.list(folder.path) where entry.name != "last-run" {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(entry.name))
        }
    }
}
