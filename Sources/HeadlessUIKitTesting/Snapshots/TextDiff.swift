/// A line-by-line diff of two texts, in the unified style: `-` for expected lines, `+` for actual ones, two spaces for lines both share.
///
/// Where a line changed, the expected line comes first. Unlike `diff -u` there
/// are no hunk headers: every line of both texts is listed, so the diff of two
/// screen renderings reads as the whole screen.
public struct TextDiff {
    /// The diff's lines; empty when the texts are equal.
    public let lines: [String]

    /// Compares what was expected with what there is.
    public init(expected: String, actual: String) {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        guard old != new else {
            lines = []
            return
        }
        // Longest common subsequence, so that unchanged lines anchor the diff.
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [String] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                result.append("  " + old[i])
                i += 1
                j += 1
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                // On a tie the expected line goes first, as in `diff -u`: "- was" above "+ is".
                result.append("- " + old[i])
                i += 1
            } else {
                result.append("+ " + new[j])
                j += 1
            }
        }
        lines = result
    }

    /// The diff as one text.
    public var text: String { lines.joined(separator: "\n") }
}
