/// What the next-step line needs beyond the results, found in the repository (``RepositoryFacts``).
public struct NextStepFacts: Codable, Equatable, Sendable {
    /// git sees changes under Chapters/chapterN/After.
    public var afterChangedInGit: Bool
    /// The Before is the exercise as published.
    public var beforePristine: Bool
    /// The steps' line, "You seem to be at step K of N: …", when the steps can tell.
    public var stepLine: String?
    /// How many steps the chapter's README has (0: none numbered).
    public var stepCount: Int
    /// The next Before/After chapter, or nil for the last.
    public var nextChapter: String?
    public init(afterChangedInGit: Bool = false, beforePristine: Bool = false, stepLine: String? = nil,
                stepCount: Int = 0, nextChapter: String? = nil) {
        self.afterChangedInGit = afterChangedInGit
        self.beforePristine = beforePristine
        self.stepLine = stepLine
        self.stepCount = stepCount
        self.nextChapter = nextChapter
    }
}
