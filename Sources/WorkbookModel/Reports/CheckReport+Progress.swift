/// check's progress lines: a line a stage as it finishes, with what a person should read
/// under it (at most 40 lines) and, for a red stage, where its whole log is.
extension CheckReport {
    /// Every stage's line, in the order check shows them (what a check that builds nothing prints).
    public func progress(_ palette: Palette) -> String {
        entries.flatMap { entry in
            Stage.names.flatMap { stage in Stage.suites.map { entry.results.result(stage, $0) } }
        }.map { result in
            Self.label(result, withChapter: entries.count > 1) + Self.outcome(result, palette)
        }.joined()
    }

    /// The line's start, before the stage has run: "  Before goals            …".
    public static func label(_ result: StageResult, withChapter: Bool) -> String {
        let label = "\(padded(result.stage, 6)) \(padded(result.suite.lowercased(), 16))"
        return "  \(withChapter ? "\(result.chapter) " : "")\(label) …"
    }

    /// The rest, once it has run: its outcome, its details, and its log for a stage that is red
    /// (a Before's goals that don't compile yet are expected).
    public static func outcome(_ result: StageResult, _ palette: Palette) -> String {
        var out = " \(result.outcome(palette))\n"
        for line in result.details.prefix(40) { out += "      \(printable(line))\n" }
        if result.details.count > 40 { out += "      … and \(result.details.count - 40) more lines\n" }
        if result.status != .pass, !(result.isBeforeGoals && result.status == .build), let log = result.log {
            out += "      \(palette.dim)Whole log: \(log)\(palette.reset)\n"
        }
        return out
    }

    /// A line safe on a terminal: escape and carriage return shown, other control characters as "?".
    static func printable(_ line: String) -> String {
        var out = ""
        for scalar in line.unicodeScalars {
            switch scalar.value {
            case 0x1B: out += "^["
            case 0x0D: out += "^M"
            case 0x01...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0x7F: out += "?"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
