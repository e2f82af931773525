/// How a stage's result reads in a table cell and on its progress line.
extension StageResult {
    /// Before's goals are expected to fail until the learner is done: said gently.
    var isBeforeGoals: Bool { stage == "Before" && suite == "Goals" }

    /// A table cell: passed/total, or what went wrong ("-" when never checked).
    public var cell: String {
        switch status {
        case .unknown: "-"
        case .pass, .fail: "\(passed)/\(total)"
        case .none: "no tests ran"
        case .crash: "crashed (\(passed)/\(total))"
        case .hung: "hung (\(passed)/\(total))"
        case .build: isBeforeGoals ? "doesn't compile yet" : "doesn't compile"
        }
    }

    /// The progress line's text once it has run, coloured.
    public func outcome(_ palette: Palette) -> String {
        let (colour, text): (String, String)
        switch status {
        case .pass: (colour, text) = (palette.green, "✓ \(passed)/\(total) passed")
        case .fail: (colour, text) = isBeforeGoals ? (palette.yellow, "\(passed)/\(total) passed") : (palette.red, "✗ \(passed)/\(total) passed")
        case .none: (colour, text) = (palette.red, "✗ no test ran")
        case .crash: (colour, text) = (palette.red, "✗ crashed (\(passed) of \(total) passed)")
        case .hung: (colour, text) = (palette.red, "✗ hung: stopped at the time limit (\(passed) of \(total) passed)")
        case .build: (colour, text) = isBeforeGoals ? (palette.yellow, "doesn't compile yet") : (palette.red, "✗ doesn't compile")
        case .unknown: (colour, text) = (palette.dim, "not checked yet")
        }
        return colour + text + palette.reset
    }
}
