import Foundation

/// How a step position reads: for the scripts (`K<TAB>N<TAB>how<TAB>LINES`), in the where-am-I
/// table's Steps column, and as check's last line.
extension StepPosition {
    /// The line `./Scripts/step which --porcelain` prints, and the scripts read.
    public var tabLine: String { "\(step)\t\(total)\t\(how.rawValue)\t\(lines)\n" }

    /// The where-am-I table's cell: "step 2 of 5", or "near step 2 of 5" when only the text says.
    public var cell: String { how == .near ? "near step \(step) of \(total)" : "step \(step) of \(total)" }

    /// "1 line", "12 lines".
    static func linesText(_ count: Int) -> String { count == 1 ? "1 line" : "\(count) lines" }

    /// "1 line differs", "12 lines differ".
    static func differing(_ count: Int) -> String { linesText(count) + (count == 1 ? " differs" : " differ") }

    /// Check's last line for a Before that is not done: where it seems to be and the next step
    /// (`titles`: the README's step titles, in order); nil when there is no next step to name.
    public func line(chapter: String, titles: [String]) -> String? {
        let next = step + 1
        var title = next <= titles.count ? titles[next - 1] : ""
        if title.hasSuffix(".") { title.removeLast() }
        let show = "./Scripts/step show \(chapter) \(next)"
        switch how {
        case .exact where step < total && !title.isEmpty:
            return "You seem to be at step \(step) of \(total): next, step \(next) '\(title)' — \(show)"
        case .tests where step < total && !title.isEmpty:
            return "You seem to be at step \(step) of \(total) (your tests say so; your code is worded differently from the step's patch, which is fine): "
                + "next, step \(next) '\(title)' — \(show)"
        case .near where step < total && !title.isEmpty:
            return "You seem to be past step \(step) of \(total) (\(Self.differing(lines)) from it): next, step \(next) '\(title)' — \(show)"
        case .near:
            return "You seem to be near the end: step \(total) of \(total), \(Self.linesText(lines)) from After — ./Scripts/diff \(chapter) shows what is left, or ./Scripts/hint \(chapter)"
        default:
            return nil
        }
    }

    /// One sentence on where the Before is and which step comes next (`./Scripts/step which`);
    /// `titles`: the README's step titles, in order.
    public func sentence(titles: [String]) -> String {
        let next = step + 1
        var title = next <= titles.count ? titles[next - 1] : ""
        if title.hasSuffix(".") { title.removeLast() }
        let done = step == 1 ? "step 1 done" : "steps 1–\(step) done"
        switch how {
        case .exact where step == 0:
            return "Before is the pristine exercise (no step done yet): start with step 1 of \(total), \(title)"
        case .exact where step == total:
            return "Before has all \(total) steps done: it is the same as After"
        case .exact, .tests:
            return "Before is at step \(step) of \(total) (\(done)): next, step \(next), \(title)"
        case .near where step == total:
            return "Before is between steps: closest to the last step, \(step) of \(total) (\(Self.differing(lines)) from After)"
        case .near:
            return "Before is between steps: closest to step \(step) of \(total) (\(Self.differing(lines)) from it); next, step \(next), \(title)"
        }
    }

    /// Each README step's bold title, in order: the
    /// `**…**` that starts the step's text; "" for a step without one.
    public static func titles(readme: String) -> [String] {
        var steps: [String] = []
        var inSteps = false
        for line in LessonChecks.lines(readme) {
            if line.hasPrefix("## ") {
                inSteps = line.range(of: #"^## +Steps[[:space:]]*$"#, options: .regularExpression) != nil
                continue
            }
            guard inSteps else { continue }
            if line.range(of: #"^[0-9]+\. "#, options: .regularExpression) != nil {
                steps.append(String(line))
            } else if !steps.isEmpty {
                steps[steps.count - 1] += " " + line
            }
        }
        return steps.map { text in
            let joined = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            guard let match = joined.range(of: #"^[0-9]*\. \*\*[^*]*\*\*"#, options: .regularExpression) else { return "" }
            let bold = joined[match]
            guard let start = bold.range(of: "**") else { return "" }
            return String(bold[start.upperBound...].dropLast(2))
        }
    }
}
