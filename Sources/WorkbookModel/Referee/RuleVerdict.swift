/// What a dependency rule found in a stage's call graph: nothing (the dependency is gone),
/// or the paths by which the code still reaches what the rule forbids, each hop with the
/// place in the source that makes it.
public struct RuleVerdict: Codable, Equatable, Sendable {
    /// One hop of a path: where the code names the next step, and what it does there.
    public struct Step: Codable, Equatable, Sendable {
        public var location: SourceLocation?
        /// `LoginViewController.signIn(_:) calls AppDelegate.api.getter`
        public var text: String

        public init(location: SourceLocation?, text: String) {
            self.location = location
            self.text = text
        }
    }

    /// A path from the rule's `from` to what it forbids.
    public struct Reach: Codable, Equatable, Sendable {
        /// Where it starts (`LoginViewController.signIn(_:)`) and what it reaches (`AppDelegate.api`).
        public var start: String
        public var end: String
        public var steps: [Step]

        public init(start: String, end: String, steps: [Step]) {
            self.start = start
            self.end = end
            self.steps = steps
        }

        /// The first place in the source on the path.
        public var location: SourceLocation? { steps.lazy.compactMap(\.location).first }
    }

    /// The rule's test name, its edge (`LoginViewController -> AppDelegate`) and its message.
    public var test: String
    public var edge: String
    public var message: String
    /// The shortest path to each thing reached (at most ``shownReaches``), and how many there are in all.
    public var reaches: [Reach]
    public var reachCount: Int

    /// The modules the rule names that the stage does not have yet (a Before not yet split).
    public var missingModules: [String]

    public init(test: String, edge: String, message: String, reaches: [Reach], reachCount: Int? = nil, missingModules: [String] = []) {
        self.test = test
        self.edge = edge
        self.message = message
        self.reaches = reaches
        self.reachCount = reachCount ?? reaches.count
        self.missingModules = missingModules
    }

    /// How many paths a verdict keeps to show.
    public static let shownReaches = 3

    public var isGone: Bool { reachCount == 0 && missingModules.isEmpty }

    /// What a learner reads under a failed rule: the message, then each path a hop a line.
    public var explanation: [String] {
        guard !isGone else { return [] }
        var lines = [message]
        for module in missingModules {
            lines.append("There is no module \(module) yet: the compiler can judge it once its folder exists (see the chapter's README).")
        }
        for reach in reaches {
            lines.append("\(reach.start) reaches \(reach.end):")
            lines += reach.steps.map { step in "  " + (step.location.map { "\($0)  " } ?? "") + step.text }
        }
        if reachCount > reaches.count {
            lines.append("… and \(reachCount - reaches.count) more (./Scripts/map draws every arrow)")
        }
        return lines
    }
}
