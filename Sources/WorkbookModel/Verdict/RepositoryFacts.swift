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

    public init(afterChanged: @escaping @Sendable (String) -> Bool = { _ in false },
                beforePristine: @escaping @Sendable (String) -> Bool = { _ in false },
                stepStates: @escaping @Sendable (String) -> URL? = { _ in nil }) {
        self.afterChanged = afterChanged
        self.beforePristine = beforePristine
        self.stepStates = stepStates
    }
}

extension RepositoryFacts {
    /// The facts of the repository at `root`, with the tools (git, a SHA-256 tool) on `path`;
    /// each is found when asked, not before.
    public static func live(root: URL, path: String?) -> RepositoryFacts {
        @Sendable func status(_ folder: String) -> [String]? {
            Git(root: root, path: path)?.lines(["status", "--porcelain", "--untracked-files=all", "--", folder])
        }
        return RepositoryFacts(
            afterChanged: { chapter in !(status("Chapters/\(chapter)/After") ?? []).isEmpty },
            beforePristine: { chapter in
                let folder = "Chapters/\(chapter)/Before"
                // Without a manifest, the exercise as committed: tracked, and no change to it
                // (without git, or a Before git has nothing of, not known: no).
                guard let published = PublishedManifest.load(root: root) else {
                    let tracked = Git(root: root, path: path)?.lines(["ls-files", "--", folder]) ?? []
                    return !tracked.isEmpty && status(folder)?.isEmpty == true
                }
                guard let digests = FileDigests(path: path),
                      let now = try? PublishedManifest.listing(root: root, paths: [folder], digests: digests) else { return false }
                return now.fingerprints == published.fingerprints.filter { $0.key.hasPrefix(folder + "/") }
            },
            stepStates: { chapter in
                let steps = ChapterSteps(chapter: chapter, root: root)
                guard steps.total > 0, let git = ToolRun.find("git", path: path) else { return nil }
                return try? StepStates(steps: steps, git: git, path: path).folder()
            })
    }
}
