import Foundation

/// The Before at each step of a chapter — folders `0` (the pristine exercise) to `N` (the
/// After) — made from the After by undoing the patches N … 1, so that they depend neither on
/// git's history nor on what the learner committed. Kept in `.build-check/step-states/CHAPTER`
/// and made again only when the After or the patches change (keyed by their content).
public struct StepStates: Sendable {
    public var steps: ChapterSteps
    public var git: URL
    public var path: String?

    public init(steps: ChapterSteps, git: URL, path: String?) {
        self.steps = steps
        self.git = git
        self.path = path
    }

    /// The states' folder, made when missing or stale; why not in one line when the steps
    /// cannot be undone from the After (and at once the next time, until either changes).
    public func folder() throws(ScriptFailure) -> URL {
        let root = steps.root, chapter = steps.chapter
        let kept = root.appendingPathComponent(".build-check/step-states/\(chapter)")
        let failedKey = URL(fileURLWithPath: kept.path + ".failed")
        let key = Self.key(chapter: chapter, root: root)
        func read(_ url: URL) -> String? {
            (try? String(contentsOf: url, encoding: .utf8)).map { $0.trimmingCharacters(in: .newlines) }
        }
        if read(kept.appendingPathComponent("key")) == key { return kept }
        if read(failedKey) == key {
            throw ScriptFailure("the steps of \(chapter) cannot be undone from its After: re-record them (./Scripts/step record \(chapter))", status: 1)
        }
        let fresh = URL(fileURLWithPath: kept.path + ".new.\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: fresh)
        do {
            try make(in: fresh)
        } catch {
            try? FileManager.default.removeItem(at: fresh)
            try? Data((key + "\n").utf8).write(to: failedKey)
            throw error
        }
        try? FileManager.default.removeItem(at: failedKey)
        do {
            try Data((key + "\n").utf8).write(to: fresh.appendingPathComponent("key"))
            try? FileManager.default.removeItem(at: kept)
            try FileManager.default.moveItem(at: fresh, to: kept)
        } catch {
            try? FileManager.default.removeItem(at: fresh)
            // Another command (a check beside this step) kept the same states meanwhile.
            if read(kept.appendingPathComponent("key")) == key { return kept }
            throw ScriptFailure("cannot keep the steps' states in \(kept.path): \(error.localizedDescription)")
        }
        return kept
    }

    /// Folder `N` is the After; each earlier one the next with that step's patch undone.
    func make(in folder: URL) throws(ScriptFailure) {
        let root = steps.root, total = steps.total
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: root.appendingPathComponent("Chapters/\(steps.chapter)/After"), to: folder.appendingPathComponent("\(total)"))
        } catch {
            throw ScriptFailure("cannot make the steps' states in \(folder.path): \(error.localizedDescription)")
        }
        for k in stride(from: total, to: 0, by: -1) {
            let state = folder.appendingPathComponent("\(k - 1)")
            do {
                try FileManager.default.copyItem(at: folder.appendingPathComponent("\(k)"), to: state)
            } catch {
                throw ScriptFailure("cannot make the steps' states in \(folder.path): \(error.localizedDescription)")
            }
            let patch = StepPatch(file: root.appendingPathComponent(steps.patch(k)), git: git, path: path)
            if try patch.apply(to: state, ["-R"]) != nil {
                throw ScriptFailure("step \(k) of \(steps.chapter) (\(steps.patch(k))) cannot be undone from After: re-record the steps (./Scripts/step record \(steps.chapter))", status: 1)
            }
        }
    }

    /// What the states are made from, summed: every file of the After and of Steps/ (not a
    /// link), by path in byte order, as `cksum` sums each, and those lines summed again — the
    /// key the bash kept before it (`find After Steps -type f | sort | xargs cksum | cksum`).
    static func key(chapter: String, root: URL) -> String {
        let folder = root.appendingPathComponent("Chapters/\(chapter)")
        let paths = (FolderEntry.files(under: "After", in: folder) + FolderEntry.files(under: "Steps", in: folder)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let lines = paths.map { path in
            "\(Cksum.line((try? Data(contentsOf: folder.appendingPathComponent(path))) ?? Data())) \(path)\n"
        }.joined()
        return Cksum.line(Array(lines.utf8))
    }
}
