/// Where a chapter's Before is among its steps (Chapters/chapterN/Steps), as check's last
/// line, the where-am-I table and `./Scripts/step which` say it: step K of N, and how that is
/// known — byte for byte, by what the tests and the changed files say (a step done in the
/// learner's own words), or only by which step's text is nearest.
public struct StepPosition: Equatable, Sendable {
    /// The step the Before is at (0: none done).
    public var step: Int
    /// How many steps the chapter has.
    public var total: Int
    public var how: How
    /// How many lines differ from that step's state (0 when exact).
    public var lines: Int

    public enum How: String, Equatable, Sendable {
        /// The Before is that step's state byte for byte.
        case exact
        /// Its tests' results are what that step's *Expected:* line states, and the files it
        /// changed are the ones the steps up to it change: that step, in the learner's words.
        case tests
        /// Only the text says: that step's state is the nearest.
        case near
    }

    public init(step: Int, total: Int, how: How, lines: Int) {
        self.step = step
        self.total = total
        self.how = how
        self.lines = lines
    }
}
