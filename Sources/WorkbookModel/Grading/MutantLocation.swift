/// Where a mutant changes the stage, as `workbook mutants locate` writes it (``MutantSchemata``; grade's
/// `locations`: id, file, line, column, end line, end column, the line as it is, the line(s)
/// as the mutant has them joined by the unit separator \u{1F}, the replacement).
public struct MutantLocation: Equatable, Sendable {
    public var id: String
    /// Relative to the stage's folder.
    public var file: String
    public var line: Int
    public var before: String
    /// The changed line(s); none when the locate mode wrote none.
    public var after: [String]
    /// The row after the id as located, whole (`--report`'s writer reads every column).
    public var columns: String

    /// The locations of a `locations` file, in its order.
    public static func read(_ text: String) -> [MutantLocation] {
        text.split(separator: "\n").compactMap { row in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3 else { return nil }
            func field(_ index: Int) -> String { index < fields.count ? fields[index] : "" }
            let after = field(7)
            return MutantLocation(id: fields[0], file: fields[1], line: Int(fields[2]) ?? 0, before: field(6),
                                  after: after.isEmpty ? [] : after.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init),
                                  columns: fields.dropFirst().joined(separator: "\t"))
        }
    }

    /// The change as the report shows it: `- the line`, then `+ each changed line`, their
    /// common indentation (the line's own) removed; a changed line of spaces alone says the
    /// statement is gone.
    public var diff: (removed: String, added: [String]) {
        let indentation = String(before.prefix { $0 == " " })
        let added = after.map { line -> String in
            let text = line.hasPrefix(indentation) ? String(line.dropFirst(indentation.count)) : line
            return text.contains(where: { $0 != " " }) ? text : "(nothing: the statement is gone)"
        }
        return (String(before.dropFirst(indentation.count)), added)
    }
}
