/// The lines a newer text adds or changes against an older one: the lines `diff OLD NEW` marks
/// `>`, by the same means (common lines at either end set aside, then a shortest edit script by
/// Myers' O(ND) algorithm, its changes slid down as far as equal lines allow, as diff does).
/// A last line without a newline differs from the same line with one, as it does for diff.
public struct LineDiff: Sendable {
    /// One line as diff compares it: its text and whether a newline ends it.
    struct Line: Hashable, Sendable {
        var text: [UInt8]
        var ended: Bool
    }

    let oldLines: [Line]
    let newLines: [Line]

    public init(old: [UInt8], new: [UInt8]) {
        self.oldLines = Self.lines(old)
        self.newLines = Self.lines(new)
    }

    static func lines(_ bytes: [UInt8]) -> [Line] {
        let texts = ByteText.lines(bytes)
        return texts.enumerated().map { offset, text in Line(text: text, ended: offset < texts.count - 1 || bytes.last == 10) }
    }

    /// The new text's lines that are not common to both, counted from 0, in order.
    public var added: [Int] {
        let a = oldLines, b = newLines
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let x = Array(a[prefix..<(a.count - suffix)]), y = Array(b[prefix..<(b.count - suffix)])
        var inserted = Self.insertions(x, y)
        Self.slide(&inserted, lines: y)
        return inserted.indices.filter { inserted[$0] }.map { $0 + prefix }
    }

    /// Which lines of `y` a shortest edit script from `x` inserts (Myers' greedy algorithm, with
    /// the furthest-reaching path of each diagonal kept for the way back).
    static func insertions(_ x: [Line], _ y: [Line]) -> [Bool] {
        let n = x.count, m = y.count, max = n + m
        var inserted = [Bool](repeating: false, count: m)
        guard n > 0 else { return [Bool](repeating: true, count: m) }
        guard m > 0 else { return inserted }
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        search: for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var px: Int
                if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) { px = v[max + k + 1] } else { px = v[max + k - 1] + 1 }
                var py = px - k
                while px < n && py < m && x[px] == y[py] { px += 1; py += 1 }
                v[max + k] = px
                if px >= n && py >= m { break search }
            }
        }
        var px = n, py = m
        for d in stride(from: trace.count - 1, through: 1, by: -1) {
            let v = trace[d], k = px - py
            let down = k == -d || (k != d && v[max + k - 1] < v[max + k + 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = v[max + previousK], previousY = previousX - previousK
            while px > previousX && py > previousY { px -= 1; py -= 1 }
            if down { inserted[py - 1] = true }
            px = previousX
            py = previousY
        }
        return inserted
    }

    /// Slides each run of inserted lines down while the line after it equals its first line
    /// (the same edit, placed as diff places it: after the lines it could be before).
    static func slide(_ inserted: inout [Bool], lines: [Line]) {
        var i = 0
        while i < inserted.count {
            guard inserted[i] else { i += 1; continue }
            var end = i
            while end < inserted.count && inserted[end] { end += 1 }
            var start = i
            while end < inserted.count && lines[start] == lines[end] {
                inserted[start] = false
                inserted[end] = true
                start += 1
                end += 1
                while end < inserted.count && inserted[end] { end += 1 }
            }
            i = end
        }
    }
}
