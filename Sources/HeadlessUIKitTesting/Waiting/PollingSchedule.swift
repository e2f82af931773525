/// When a wait asks its condition again: after each of the first hundred turns of the main
/// queue (so that the check follows every turn of the app's work), then after a pause that
/// grows from a millisecond to at most sixteen.
///
/// A condition that holds within a few turns is seen on the turn it holds; one that holds
/// later is seen at most sixteen milliseconds late. A wait of a second that runs out (a failing
/// test, a mutant grade catches) pauses under a hundred times after its turns, not a thousand:
/// each ask wakes the main run loop, and a thousand cost about a tenth of a second of processor
/// time (Linux, 2026-11-29: a grading's runs spent most of theirs polling).
public enum PollingSchedule {
    /// Asks after this many turns of the main queue before the pauses begin.
    public static let turns = 100
    /// The longest pause between two asks, in milliseconds.
    public static let longestPause = 16

    /// The pause before ask number `polls` + 1, in milliseconds; nil: the next turn of the
    /// main queue. Eight asks at each length: 1, 2, 4, 8, then 16 ms.
    public static func pause(afterPolls polls: Int) -> Int? {
        guard polls >= turns else { return nil }
        return min(longestPause, 1 << min(4, (polls - turns) / 8))
    }
}
