import Foundation

/// What the next-step line and the overview need to know of the repository beyond the
/// results: whether git sees the After changed, whether the Before is the exercise as
/// published, and the folder of the steps' states. ``live(root:path:)`` finds them on disk;
/// tests give values of their own.
public struct RepositoryFacts: Sendable {
    /// git sees changes (modified, deleted or untracked files) under the chapter's After.
    public var afterChanged: @Sendable (_ chapter: String) -> Bool
    /// The chapter's Before is the exercise as published.
    public var beforePristine: @Sendable (_ chapter: String) -> Bool
    /// The folder of the chapter's steps' states (``StepStates``), or nil when it has no steps
    /// as patches or they cannot be made.
    public var stepStates: @Sendable (_ chapter: String) -> URL?
    /// The files that judge the chapter (its tests and After, and everything outside the
    /// chapter folders) and differ from the published workbook; none without a manifest.
    public var editedReferees: @Sendable (_ chapter: String) throws(ScriptFailure) -> [EditedReferee]

    public init(afterChanged: @escaping @Sendable (String) -> Bool = { _ in false },
                beforePristine: @escaping @Sendable (String) -> Bool = { _ in false },
                stepStates: @escaping @Sendable (String) -> URL? = { _ in nil },
                editedReferees: @escaping @Sendable (String) throws(ScriptFailure) -> [EditedReferee] = { _ in [] }) {
        self.afterChanged = afterChanged
        self.beforePristine = beforePristine
        self.stepStates = stepStates
        self.editedReferees = editedReferees
    }
}

extension RepositoryFacts {
    /// The facts of the repository at `root`, with the tools (git, a SHA-256 tool) on `path`;
    /// each is found when asked, not before. The comparison with the published manifest (the
    /// edited referees, and the Before as published) is made at the first question and kept:
    /// the workbook is hashed once a run, and one run's answers agree.
    public static func live(root: URL, path: String?) -> RepositoryFacts {
        let changes = ManifestChanges(root: root, path: path)
        @Sendable func status(_ folder: String) -> [String]? {
            Git(root: root, path: path)?.changes(under: folder)
        }
        return RepositoryFacts(
            afterChanged: { chapter in !(status("Chapters/\(chapter)/After") ?? []).isEmpty },
            beforePristine: { chapter in
                let folder = "Chapters/\(chapter)/Before"
                // Without a manifest, the exercise as committed: tracked, and no change to it
                // (without git, or a Before git has nothing of, not known: no).
                guard changes.hasManifest else {
                    let tracked = Git(root: root, path: path)?.lines(["ls-files", "--", folder]) ?? []
                    return !tracked.isEmpty && status(folder)?.isEmpty == true
                }
                // (The same reading as the edited referees': the workbook hashed once a run.)
                guard let all = try? changes.all() else { return false }
                return !all.contains { $0.isExercise(of: chapter) }
            },
            stepStates: { chapter in
                let steps = ChapterSteps(chapter: chapter, root: root)
                guard steps.total > 0, let git = ToolRun.find("git", path: path) else { return nil }
                return try? StepStates(steps: steps, git: git, path: path).folder()
            },
            editedReferees: { chapter throws(ScriptFailure) in
                try changes.all().filter { $0.isReferee(of: chapter) }.map { EditedReferee(file: $0.path, change: $0.kind.rawValue) }
            })
    }
}

/// How the workbook's files differ from the published manifest, found at the first question
/// and kept for the next ones.
final class ManifestChanges: @unchecked Sendable {
    private let root: URL
    private let path: String?
    private let lock = NSLock()
    private var found: [ManifestChange]?

    init(root: URL, path: String?) {
        self.root = root
        self.path = path
    }

    /// Whether the repository has a published manifest.
    var hasManifest: Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(PublishedManifest.path).path)
    }

    /// Every change; none without a manifest.
    func all() throws(ScriptFailure) -> [ManifestChange] {
        lock.lock()
        defer { lock.unlock() }
        if let found { return found }
        guard let published = PublishedManifest.load(root: root) else {
            found = []
            return []
        }
        let now: PublishedManifest
        do {
            now = try PublishedManifest.filesNow(root: root, registry: try Registry.load(root: root), path: path)
        } catch let failure as ScriptFailure {
            throw failure
        } catch {
            throw ScriptFailure("the workbook's files cannot be listed to compare them with the published ones")
        }
        let changes = published.changes(to: now)
        found = changes
        return changes
    }
}
