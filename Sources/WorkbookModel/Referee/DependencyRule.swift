/// A goal of a chapter's design that the compiler judges: one or more dependencies
/// (``DependencyEdge``) that must be gone from the stage's call graph. check counts it as a
/// goal test of its name; it passes when every edge is gone.
public struct DependencyRule: Equatable, Sendable {
    /// The goal test it counts as in check (`test_loginViewController_doesNotFetchItsAPIFromTheAppDelegate`).
    public var name: String
    /// What a learner reads when it fails: what is still coupled, and what the design wants instead.
    public var message: String
    public var edges: [DependencyEdge]

    public init(name: String, message: String, edges: [DependencyEdge]) {
        self.name = name
        self.message = message
        self.edges = edges
    }

    /// The first edge's `From -> To`: the rule as the map names it.
    public var edge: String { edges.first?.description ?? "" }
}
