/// Which site of each mutant fits a stage, and in which file: grade's plan, one line a mutant,
/// `id<TAB>site<TAB>file` (the site counted from 1, the file relative to the stage).
public struct MutantPlan: Equatable, Sendable {
    /// One mutant's choice.
    public struct Entry: Equatable, Sendable {
        public var id: String
        public var site: Int
        public var file: String

        public init(id: String, site: Int, file: String) {
            self.id = id
            self.site = site
            self.file = file
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    /// A plan as its lines wrote it; a later line for an id replaces an earlier one, a site that
    /// is no number reads as 0 (no site), a line without a file as the site's own file.
    public init(text: String) {
        var entries: [Entry] = []
        for line in text.split(separator: "\n") {
            let part = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let entry = Entry(id: part[0], site: Int(part.count > 1 ? part[1].prefix { $0.isASCII && $0.isNumber } : "") ?? 0,
                              file: part.count > 2 ? part[2] : "")
            entries.removeAll { $0.id == entry.id }
            entries.append(entry)
        }
        self.entries = entries
    }

    /// The plan's lines.
    public var text: String { entries.map { "\($0.id)\t\($0.site)\t\($0.file)\n" }.joined() }

    /// This mutant's choice, if the plan has one.
    public func entry(_ id: String) -> Entry? { entries.first { $0.id == id } }
}
