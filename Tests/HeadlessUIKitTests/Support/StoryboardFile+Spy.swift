import HeadlessUIKit

extension StoryboardFile {
    /// A storyboard whose initial scene, "initial", is a ``SpyViewController`` named "initial" that records into `log`.
    static func spy(named name: String = "Main", log: EventLog) -> StoryboardFile {
        StoryboardFile(name: name, initialScene: "initial", scenes: [
            StoryboardScene(identifier: "initial", make: SpyViewController("initial", log: log), layout: { _, _ in }),
        ])
    }

    /// A storyboard whose one scene is reached by identifier only: it has no initial scene (no entry point).
    static func withoutInitialScene(named name: String = "Main", log: EventLog) -> StoryboardFile {
        StoryboardFile(name: name, initialScene: nil, scenes: [
            StoryboardScene(identifier: "other", make: SpyViewController("other", log: log), layout: { _, _ in }),
        ])
    }
}
