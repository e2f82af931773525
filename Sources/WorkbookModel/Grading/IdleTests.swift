/// The tests that add nothing to a grading: those that catch no change, and those that catch
/// only changes another test catches too (grade --verbose names them).
public enum IdleTests {
    /// Why a test adds nothing.
    public enum Reason: Equatable, Sendable {
        case catchesNothing
        /// Every change it catches, this other test catches too (the one that catches the most).
        case onlyWhat(String)
    }

    /// For each of `tests` (in their order) that adds nothing, why; `caughtBy` is every
    /// (mutant, test) pair of a test that caught a mutant. Of two tests that catch the same
    /// changes, the later one is named.
    public static func find(tests: [String], caughtBy: [(mutant: String, test: String)]) -> [String: Reason] {
        var caught: [String: Set<String>] = [:]
        var count: [String: Int] = [:]
        for pair in caughtBy {
            caught[pair.test, default: []].insert(pair.mutant)
            count[pair.test, default: 0] += 1
        }
        var reasons: [String: Reason] = [:]
        for (i, test) in tests.enumerated() {
            let mine = count[test] ?? 0
            guard mine > 0 else {
                reasons[test] = .catchesNothing
                continue
            }
            var best: String?
            for (j, other) in tests.enumerated() {
                let theirs = count[other] ?? 0
                if other == test || theirs < mine || (theirs == mine && j > i) { continue }
                guard (caught[test] ?? []).isSubset(of: caught[other] ?? []) else { continue }
                if best.map({ theirs > (count[$0] ?? 0) }) ?? true { best = other }
            }
            if let best { reasons[test] = .onlyWhat(best) }
        }
        return reasons
    }
}
